// What a document's route asks for before its page renders (routes.tsx).
import { DocPageDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';

export function preloadDoc(documentId: string) {
  preloadQuery(apolloClient, DocPageDocument, { documentId });
}
