// What a program's page asks for before it renders (routes.tsx), in parallel with its code.
import { ProgramPageDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';

export function preloadProgram(programId: string) {
  preloadQuery(apolloClient, ProgramPageDocument, { programId });
}
