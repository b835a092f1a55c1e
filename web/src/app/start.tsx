// Starts the app (main.tsx loads it): the providers (AppProviders.tsx) around the data router (Apollo's provider sits
// on the root route, DataRoot.tsx). Route modules are lazy-loaded (router.tsx) so the first load carries only the
// shell's core. A public page the server rendered (server/web.ts) is hydrated; any other page is rendered here.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { SessionStore } from '../features/auth/session';
import { setNavigator } from '../lib/navigation';
import { setRefreshFailureHandler } from '../lib/refresh';
import { serverData } from '../lib/server-data';
import { createAppRouter } from './router';
import { createI18n, loadCatalogue } from '../i18n';
import { browserLanguage, rememberLanguage } from '../i18n/choice';

const rendered = serverData();
const { router, hydrating } = await createAppRouter(rendered?.router);
setNavigator((to, options) => void router.navigate(to, { replace: options?.replace ?? false }));

// Signing out also empties Apollo's cache (loaded with the root route, app/DataRoot.tsx). A server-rendered page was
// rendered for a visitor who is not signed in: the session starts known, as the server's render had it.
const sessionStore = new SessionStore({
  // Signed out, the browser stops getting the member's pushes too (the server drops the endpoint once it is gone).
  onSignOut: () =>
    Promise.all([
      import('../lib/apollo').then(({ apolloClient }) => apolloClient.clearStore()),
      import('../features/inbox/push').then(({ forgetThisBrowser }) => forgetThisBrowser()),
    ]),
  ...(rendered ? { initial: null } : {}),
});

// A failed token refresh sends the user to the login page: the stale user must not bounce them straight back.
setRefreshFailureHandler(() => sessionStore.clear({ explicit: false }));

// The built app opens without a network, its shell and code precached by a service worker (web/offline-shell.ts). It
// is registered once the page has loaded, which may already have happened by the time this runs; its updates are
// checked past the HTTP cache, the scripts it imports included.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((error: unknown) => console.error(error));
    // The worker of earlier builds kept visited pages in a cache of its own, which the precache replaces.
    void caches.delete('liftmates-shell-v1').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The interface's words: a server-rendered page hydrates in the language it was rendered in.
const language = rendered?.interfaceLanguage ?? browserLanguage();
rememberLanguage(language);
const i18n = createI18n(language, await loadCatalogue(language));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Over a server-rendered page, defaults (units) follow the language the server assumed ('' when the request named
// none), so the first render matches its HTML.
const app = (
  <AppProviders sessionStore={sessionStore} i18n={i18n} language={rendered ? (rendered.language ?? '') : undefined}>
    <RouterProvider router={router} />
  </AppProviders>
);

// Hydration renders in slices between which the browser stays responsive. So does the first render of a page the
// server did not render, as a transition (the loading page paints all the same).
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else startTransition(() => createRoot(container).render(app));
