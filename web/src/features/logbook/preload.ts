// What the logbook routes ask for before their pages render (routes.tsx): the first page of logs, one log, or one
// exercise's history. The requests leave while the pages' code loads; the pages then find the answers.
import { LogbookExerciseHistoryDocument, LogbookListDocument, LogbookLogDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';
import { historyVariables, LIST_VARIABLES } from './variables';

export function preloadLogbook(url: URL) {
  if (url.searchParams.get('tab') !== 'feed') preloadQuery(apolloClient, LogbookListDocument, LIST_VARIABLES);
}

export const preloadLog = (workoutLogId: string) => preloadQuery(apolloClient, LogbookLogDocument, { workoutLogId });

export const preloadExerciseHistory = (exerciseCode: string) =>
  preloadQuery(apolloClient, LogbookExerciseHistoryDocument, historyVariables(exerciseCode));
