// The documents, readable signed out (website layout). Their loader asks for the document while the page's code
// loads; the server renders them for visitors, so crawlers and link previews get their text.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const DOCS = [
  { path: 'terms', documentId: 'terms', fallbackTitle: 'Terms of Service' },
  { path: 'privacy', documentId: 'privacy', fallbackTitle: 'Privacy Policy' },
  { path: 'pmf', documentId: 'pmf', fallbackTitle: 'WTF is Liftmates?' },
];

export const docRoutes: RouteObject[] = DOCS.map(({ path, documentId, fallbackTitle }) => ({
  path,
  lazy: page(() => import('./DocPage'), 'DocPage', { documentId, fallbackTitle }),
  loader: async () => {
    const { preloadDoc } = await import('./preload');
    preloadDoc(documentId);
    return null;
  },
  shouldRevalidate: () => false,
}));
