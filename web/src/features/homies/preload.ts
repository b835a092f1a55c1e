// What the Homies' routes ask for before their pages render (routes.tsx): the feed, the buddy lists, or a member's
// page. The requests leave while the pages' code loads; the pages then find the answers (lib/preload.ts).
import { BuddiesPageDocument, HomiesFeedDocument, MemberPageDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';
import { FEED_VARIABLES, memberPageVariables } from './variables';

export const preloadHomiesFeed = () => preloadQuery(apolloClient, HomiesFeedDocument, FEED_VARIABLES);

export const preloadBuddies = () => preloadQuery(apolloClient, BuddiesPageDocument, {});

export const preloadMemberPage = (userName: string) => preloadQuery(apolloClient, MemberPageDocument, memberPageVariables(userName));
