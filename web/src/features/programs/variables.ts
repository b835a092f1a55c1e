import type { ProgramListQueryVariables } from '../../gql/graphql';

export type ProgramTab = 'mine' | 'discover';
export const PROGRAMS_PAGE_SIZE = 24;

export const programListVariables = (tab: ProgramTab): ProgramListQueryVariables => ({
  first: PROGRAMS_PAGE_SIZE,
  filter: tab === 'mine' ? { mine: true } : {},
  orderBy: { field: 'RECENT' },
});
