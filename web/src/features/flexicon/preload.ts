// What the Flexicon's routes ask for before their pages render (their loaders, routes.tsx): the reference lists, the
// page of exercises the address shows, or an exercise with its instructions and videos. These requests leave while
// the pages' code loads and the session is checked; the pages then find the answers (lib/preload.ts).
import {
  ExerciseInstructionsDocument,
  ExercisePageDocument,
  ExerciseVideosDocument,
  FlexiconPageDocument,
  FlexiconReferenceDocument,
} from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';
import { filtersFromSearchParams } from './filters';
import { chosenLocale, exercisePageVariables, flexiconPageVariables, instructionsVariables } from './variables';

/** The reference lists are read from the cache once loaded (reference.ts): asked for only when missing. */
function preloadReference() {
  void apolloClient.query({ query: FlexiconReferenceDocument, fetchPolicy: 'cache-first' }).catch(() => undefined);
}

export function preloadFlexicon(url: URL) {
  preloadReference();
  const filters = filtersFromSearchParams(url.searchParams);
  // "Only what I have" needs the session, chosen muscle groups the hierarchy: those pages ask once they know.
  if (filters.mine || filters.muscleGroups.length) return;
  preloadQuery(apolloClient, FlexiconPageDocument, flexiconPageVariables(filters, { signedIn: false }, chosenLocale(url.searchParams)));
}

export function preloadExercise(exerciseCode: string, url: URL) {
  preloadReference();
  const locale = chosenLocale(url.searchParams);
  preloadQuery(apolloClient, ExercisePageDocument, exercisePageVariables(exerciseCode, locale));
  // The sections ask by the exercise's own code, which is upper case.
  const code = exerciseCode.toUpperCase();
  preloadQuery(apolloClient, ExerciseInstructionsDocument, instructionsVariables(code, locale));
  preloadQuery(apolloClient, ExerciseVideosDocument, { exerciseCode: code });
}
