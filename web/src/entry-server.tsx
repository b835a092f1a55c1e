// The server's render of a public page (server/web.ts calls render): the same providers, routes and components as
// the browser, for a visitor who is not signed in. Apollo renders the tree until every query it asks has its answer
// (through the server's own GraphQL endpoint), so the HTML carries the page's content for crawlers, link previews and
// the first paint, and the browser hydrates it with the same answers (lib/server-data.ts) instead of asking again.
import { prerenderStatic } from '@apollo/client/react/ssr';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { loadMatchedRoutes, routes } from './app/router';
import { SessionStore } from './features/auth/session';
import { createServerApolloClient } from './lib/apollo';
import { SERVER_STYLE_KEY, STYLE_KEY } from './lib/emotion-cache';
import { serverDataBlock } from './lib/server-data';
import { createI18n, loadCatalogue } from './i18n';
import type { Language } from '../../common/languages';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's global style elements, for <head> before the insertion point of lib/emotion-cache.ts. */
  globalStyles: string;
  /** Its components' style elements, for <head> after the insertion point. */
  styles: string;
  /** The data block the browser hydrates with (lib/server-data.ts), to place after #root. */
  dataBlock: string;
}

const handler = createStaticHandler(routes);

/**
 * Renders the page at `url` (an absolute address), asking GraphQL through `fetch`; null when the address is not a
 * page to render here (a redirect) or `signal` ends the render first, so the browser renders it as any other.
 */
export async function render(
  url: string,
  options: { fetch: typeof globalThis.fetch; language: string | null; interfaceLanguage: Language; signal: AbortSignal },
): Promise<RenderedPage | null> {
  await loadMatchedRoutes(handler.dataRoutes, new URL(url).pathname);
  // The routes' loaders only start the browser's requests early; here the render itself asks for what it shows.
  const context = await handler.query(new Request(url, { signal: options.signal }), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) return null;
  // Every matched route counts as loaded (its loader has nothing to give), or the router would render a loading screen.
  context.loaderData = Object.fromEntries(context.matches.map(({ route }) => [route.id, context.loaderData[route.id] ?? null]));
  const { client, cache } = createServerApolloClient(options.fetch);
  const i18n = createI18n(options.interfaceLanguage, await loadCatalogue(options.interfaceLanguage));
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <ApolloProvider client={client}>
      <AppProviders sessionStore={new SessionStore({ initial: null })} i18n={i18n} language={options.language ?? ''}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ApolloProvider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    // A render that fails is reported by its caller (server/web-render.ts), not also printed here.
    renderFunction: (node) => prerenderToNodeStream(node, { onError: () => undefined, signal: options.signal }),
    signal: options.signal,
  });
  if (aborted) return null;
  const { html, globalStyles, styles } = liftStyles(result);
  return {
    html,
    globalStyles,
    styles,
    dataBlock: serverDataBlock({
      apollo: cache.extract(),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      language: options.language,
      interfaceLanguage: options.interfaceLanguage,
    }),
  };
}

/**
 * Emotion writes each component's style element into the markup, before the component. They are sent in <head>
 * instead, the global ones first, the rest under the key the browser's cache takes over (lib/emotion-cache.ts), in
 * their order and marked as Emotion marks the elements it has placed itself (`data-s`). Left in the markup, the
 * browser's Emotion would move them into <head> when it starts, which restyles the whole page.
 */
function liftStyles(markup: string): { html: string; globalStyles: string; styles: string } {
  const globalStyles: string[] = [];
  const styles: string[] = [];
  const html = markup.replace(
    /<style data-emotion="([^" ]*) ([^"]*)"([^>]*)>([\s\S]*?)<\/style>/g,
    (_element, key: string, names: string, rest: string, css: string) => {
      if (key === STYLE_KEY) styles.push(`<style data-emotion="${SERVER_STYLE_KEY} ${names}" data-s=""${rest}>${css}</style>`);
      else globalStyles.push(`<style data-emotion="${key} ${names}" data-s=""${rest}>${css}</style>`);
      return '';
    },
  );
  return { html, globalStyles: globalStyles.join(''), styles: styles.join('') };
}
