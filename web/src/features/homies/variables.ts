// The Homies' query variables, the same from the routes' loaders and the pages, so the pages find the preloaded answers.
import type { HomiesFeedQueryVariables, MemberPageQueryVariables } from '../../gql/graphql';

/** The first page: its size is in the document (HomiesFeed.graphql). */
export const FEED_VARIABLES: HomiesFeedQueryVariables = {};
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export const memberPageVariables = (userName: string): MemberPageQueryVariables => ({ userName });
