// The service worker that lets the signed-in app open without a network (a reload in a gym without signal), written
// by Workbox at build time into dist/web/sw.js, a classic script, from the build's own list of files:
// - the app shell (index.html) and every script, style and icon of the build are precached on the first visit,
//   whatever page it is; a new build's worker fetches what changed and drops what is gone when it takes over;
// - a page is always asked of the network first (the server renders public pages, and the HTML is revalidated at
//   every visit); only when the network fails is the precached shell answered, and the app then renders the page;
// - nothing else is touched: API, GraphQL and media requests go to the network as if there were no worker, so no
//   member's data is ever kept or answered by it.
// The worker imports /sw-push.js (web/public/) first: the Web Push handlers live there.
import { VitePWA } from 'vite-plugin-pwa';

/** The shell, as precached: the build's index.html, without the server's per-request additions. */
const SHELL_URL = '/index.html';

/** The largest file precached; bigger ones are left out (a phone would fetch them on every new build). */
const MAX_PRECACHED_BYTES = 1024 * 1024;

export function offlineShell() {
  return VitePWA({
    strategies: 'generateSW',
    // The app registers the worker itself (src/app/start.tsx), and has no web app manifest.
    injectRegister: false,
    manifest: false,
    workbox: {
      mode: 'production',
      sourcemap: false,
      importScripts: ['/sw-push.js'],
      // Scripts, styles, the shell and icons: not source maps, the .br/.gz twins, the build's manifest, the link
      // preview picture, or the push handlers (kept with the worker itself by the browser).
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      globIgnores: ['sw-push.js'],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
      // Hashed files are fetched as they are (the browser may already hold them); the rest with their revision.
      dontCacheBustURLsMatching: /^assets\//,
      // The precache answers only for the files themselves: '/' is the server's landing page, never the shell.
      navigateFallback: null,
      directoryIndex: null,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Pages load as fast as without a worker: the request leaves while the worker starts.
      navigationPreload: true,
      runtimeCaching: [
        {
          // A function run in the worker: it cannot use names from this module.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|graphql|media|assets)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: SHELL_URL } },
        },
      ],
    },
  });
}
