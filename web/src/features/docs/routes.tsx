// The documents, readable signed out (website layout). Their loader asks for the document while the page's code
// loads; the server renders them for visitors, so crawlers and link previews get their text.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';
import type { DocumentId } from './DocPage';

const DOCS: { path: string; documentId: DocumentId }[] = [
  { path: 'terms', documentId: 'terms' },
  { path: 'privacy', documentId: 'privacy' },
  { path: 'pmf', documentId: 'pmf' },
];

export const docRoutes: RouteObject[] = DOCS.map(({ path, documentId }) => ({
  path,
  lazy: page(() => import('./DocPage'), 'DocPage', { documentId }),
  loader: async () => {
    const { preloadDoc } = await import('./preload');
    preloadDoc(documentId);
    return null;
  },
  shouldRevalidate: () => false,
}));
