// Providers, outermost first: Chakra (the system of lib/system.ts), the overlay stack, theme, session, preferences,
// then the data router (Apollo's provider sits on the root route, app/DataRoot.tsx). Route modules are lazy-loaded
// (app/router.tsx) so the first load carries only the shell's core.
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { OverlayProvider } from './components/overlays/OverlayProvider';
import { AppToaster } from './components/toaster/AppToaster';
import { SessionProvider, SessionStore } from './features/auth/session';
import { PreferencesProvider } from './features/settings/preferences';
import { setNavigator } from './lib/navigation';
import { setRefreshFailureHandler } from './lib/refresh';
import { system } from './lib/system';
import { applyAppearance, readDarkVariant, readThemePreference, resolveAppearance, ThemeProvider } from './lib/theme';
import { router } from './app/router';

// Paint the stored theme before React renders, so a dark-theme user never sees a light flash.
applyAppearance(
  resolveAppearance(readThemePreference(), readDarkVariant(), window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false),
);

setNavigator((to, options) => void router.navigate(to, { replace: options?.replace ?? false }));

// Signing out also empties Apollo's cache (loaded with the root route, app/DataRoot.tsx).
const sessionStore = new SessionStore({ onSignOut: () => import('./lib/apollo').then(({ apolloClient }) => apolloClient.clearStore()) });

// A failed token refresh sends the user to the login page: the stale user must not bounce them straight back.
setRefreshFailureHandler(() => sessionStore.clear({ explicit: false }));

// The built app works offline where it matters (the workout logger): see public/sw.js.
if ('serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error(error)));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render is a transition: React renders it in slices and lets the browser breathe between them, instead of
// holding the main thread for the whole tree (the loading page paints all the same).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <OverlayProvider>
          <ThemeProvider>
            <SessionProvider store={sessionStore}>
              <PreferencesProvider>
                <RouterProvider router={router} />
                <AppToaster />
              </PreferencesProvider>
            </SessionProvider>
          </ThemeProvider>
        </OverlayProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
);
