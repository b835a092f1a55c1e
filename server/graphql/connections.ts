// Relay connections over the services' pages: the service filters, orders, pages and counts; this only reshapes.
import type { GraphQLResolveInfo } from 'graphql';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { AppContext } from '../context.js';
import { badInput } from '../lib/errors.js';
import type { Page } from '../lib/pagination.js';
import type { Selection } from '../lib/query.js';

interface RelayArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The relay arguments as the services' `limit`, `cursor` and `backward`. */
export function pageArgsOf(args: RelayArgs): { limit?: number; cursor?: string; backward?: boolean } {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null))
    throw badInput('Page with first and after, or with last and before, not both', [{ field: 'first', message: 'Use one direction' }]);
  if (backward) return { limit: args.last ?? undefined, cursor: args.before ?? undefined, backward };
  return { limit: args.first ?? undefined, cursor: args.after ?? undefined };
}

/** What the selected nodes of a connection need loaded with them. */
export const nodeSelection = (ctx: AppContext, info: GraphQLResolveInfo): Selection =>
  queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }) as Selection;

export interface PageConnection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount(): Promise<number>;
}

export function connectionOf<T>(page: Page<T>): PageConnection<T> {
  const edges = page.items.map((node) => ({ cursor: page.cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: () => page.totalCount(),
  };
}
