// The providers around the router, outermost first: the interface's language (i18n/index.ts), Chakra (the system of lib/system.ts), the overlay stack, theme,
// session, preferences. The browser (main.tsx) and the server's render of public pages (entry-server.tsx) use the
// same tree, so a server-rendered page hydrates without differences.
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StrictMode, startTransition, useEffect, useState, type ReactNode } from 'react';
import { OverlayProvider } from '../components/overlays/OverlayProvider';
import { AppToaster } from '../components/toaster/AppToaster';
import { MemberLanguage } from './shell/MemberLanguage';
import { SessionProvider, type SessionStore } from '../features/auth/session';
import { PreferencesProvider } from '../features/settings/preferences';
import { markAppReady } from '../lib/app-ready';
import { createStyleCache } from '../lib/emotion-cache';
import { serverData } from '../lib/server-data';
import { system } from '../lib/system';
import { ThemeProvider } from '../lib/theme';

export interface AppProvidersProps {
  sessionStore: SessionStore;
  /** The interface's texts, in the language chosen for this render (i18n/index.ts). */
  i18n: i18n;
  /** The visitor's language for defaults such as units ('' for none known); the browser's own when not given. */
  language?: string | undefined;
  /** The router's provider. */
  children: ReactNode;
}

/**
 * The toasts' regions join once the page is on screen, in a transition: their state machines render synchronously
 * when they start, which would turn the sliced hydration of a server-rendered page into one long task, and an
 * ordinary update made here would be rendered with whatever urgent update comes next (a portal's switch from its
 * server markup, right after hydration) in one task.
 */
function ToasterWhenMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <AppToaster /> : null;
}

/** Marks the document once the app has rendered (hydrated, on a server-rendered page): `<html data-app="ready">`. */
function ReadyMark() {
  useEffect(markAppReady, []);
  return null;
}

/**
 * The order of Chakra's cascade layers is declared by index.html, ahead of every style element, so the provider's own
 * declaration (a style element of its own) is left out everywhere: Emotion appends a global style element to the end of
 * <head>, after the components' styles, which start at the insertion point, and a layer first named by a component's
 * `@layer recipes {…}` would rank below the reset. Over a page the server rendered, Chakra's global styles (reset,
 * base styles and tokens) also came with its HTML: Chakra would serialize them again (some 50 KB of CSS) and move the
 * server's style element, which restyles the whole page, so there the system has none to add and the server's stay in
 * place. Everything else is the same system (its prototype), whose own global styles are then never worked out
 * (lazy-chakra-globals.ts).
 */
const providedSystem: typeof system = Object.create(system, {
  _config: { value: { ...system._config, disableLayers: true } },
  ...(serverData() ? { _global: { value: [] } } : {}),
});

export function AppProviders({ sessionStore, i18n, language, children }: AppProvidersProps) {
  const [styleCache] = useState(createStyleCache);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={styleCache}>
          <ChakraProvider value={providedSystem}>
            <OverlayProvider>
              <ThemeProvider>
                <SessionProvider store={sessionStore}>
                  <PreferencesProvider language={language}>
                    {children}
                    <MemberLanguage />
                    <ToasterWhenMounted />
                    <ReadyMark />
                  </PreferencesProvider>
                </SessionProvider>
              </ThemeProvider>
            </OverlayProvider>
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
