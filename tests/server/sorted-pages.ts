// Walks every page of a sorted list, over REST and over GraphQL, so tests can check the order across page breaks.
import { expect } from 'vitest';
import type { ApiResponse, Auth, TestServer } from '../support/server.js';

interface ListPage {
  data: { items: Record<string, string>[]; nextCursor: string | null; totalCount: number };
}

interface Connection {
  totalCount: number;
  edges: { node: Record<string, string> }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const DIRECTIONS = ['ASC', 'DESC'] as const;

/** Follows nextCursor from the first page to the last; every page must report the same total. */
export async function restPages(server: TestServer, path: string, auth: Auth | null, idField: string, limit = 2) {
  const ids: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response: ApiResponse<ListPage> = await server.api(
      'GET',
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      { auth },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...response.body.data.items.map((item) => item[idField]!));
    totals.add(response.body.data.totalCount);
    cursor = response.body.data.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  expect(totals.size).toBe(1);
  return { ids, totalCount: [...totals][0], pages };
}

/** Follows endCursor of a connection field whose query takes $after and $orderBy and selects totalCount. */
export async function gqlPages(
  server: TestServer,
  field: string,
  query: string,
  variables: Record<string, unknown>,
  auth: Auth | null,
  idField: string,
) {
  const ids: string[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  let pages = 0;
  do {
    const result: { data: Record<string, Connection>; errors?: unknown } = await server.gql(query, { ...variables, after }, auth);
    expect(result.errors).toBeUndefined();
    const connection = result.data[field]!;
    ids.push(...connection.edges.map((edge) => edge.node[idField]!));
    totals.add(connection.totalCount);
    after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    pages += 1;
  } while (after && pages < 20);
  expect(totals.size).toBe(1);
  return { ids, totalCount: [...totals][0], pages };
}
