import type { CreatorDashboardQueryVariables } from '../../gql/graphql';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const periodOf = (raw: string | null): DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly number[]).includes(Number(raw)) ? (Number(raw) as DashboardPeriod) : 30;

export const dashboardVariables = (days: DashboardPeriod): CreatorDashboardQueryVariables => ({ days });
