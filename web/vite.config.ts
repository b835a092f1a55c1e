import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chakraThemeAsJson } from './chakra-theme-json';
import { graphqlDocuments } from './graphql-documents';
import { lazyChakraGlobals } from './lazy-chakra-globals';
import { offlineShell } from './offline-shell';

const api = process.env.LIFTMATES_API_URL ?? 'http://localhost:4000';

// `npm run dev:web` serves the app with hot reload and forwards API calls to a running server (npm run dev).
// `npm run build:web` builds the browser's app into dist/web, then the server's render of public pages
// (src/entry-server.tsx, `--ssr`) into dist/ssr, where server/web.ts finds it.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    graphqlDocuments(),
    lazyChakraGlobals(),
    ...(isSsrBuild
      ? []
      : [
          chakraThemeAsJson(),
          // A brotli (.br) and a gzip (.gz) twin of every text file, at the strongest settings: the server sends the one the
          // browser accepts (server/web.ts). Source maps are fetched by developer tools only.
          compression({
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
              defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
            ],
            include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
            logLevel: 'silent',
          }),
          offlineShell(),
        ]),
  ],
  // The server's render carries the packages it uses in its bundle: loaded from node_modules one module at a time,
  // Chakra's and Apollo's thousands of files made the render's start two seconds of the server's.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)), emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 900,
        // Tells the server which chunks each public page needs (server/web.ts announces them in the HTML).
        manifest: true,
        // Small shared chunks are copied into the chunks that use them (one module state kept by the bundler's runtime):
        // a page loads about 20 scripts instead of 60, each answer carrying ~1 KB of headers and a connection's turn.
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': api, '/graphql': api, '/media': api },
  },
}));
