// What the Creator Dash's route asks for before its page renders (its loader, routes.tsx): the period's numbers. The
// request leaves while the page's code (and its charts) load; the page then finds the answer (lib/preload.ts).
import { CreatorDashboardDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';
import { dashboardVariables, periodOf } from './variables';

export function preloadDashboard(url: URL) {
  preloadQuery(apolloClient, CreatorDashboardDocument, dashboardVariables(periodOf(url.searchParams.get('days'))));
}
