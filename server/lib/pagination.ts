// Cursor paging, owned by the services: both APIs ask a service for `limit` rows after a cursor and get a Page back.
// REST sends it as {items, nextCursor, totalCount}; GraphQL as a Relay connection (server/graphql/connections.ts).
import { z } from 'zod';
import { badInput } from './errors.js';
import { keep } from './validate.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_CURSOR_LENGTH = 200;

const limitSchema = (defaultSize: number) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);

/** `limit` rows after `cursor` (the nextCursor of the previous page), or before it when `backward`. */
export const pageQuery = (defaultSize = DEFAULT_PAGE_SIZE) =>
  z.object({
    limit: limitSchema(defaultSize),
    cursor: keep(z.string().max(MAX_CURSOR_LENGTH, 'Not a valid cursor')),
    backward: keep(
      z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'Use true or false' }),
    ),
  });

export const pageQuerySchema = pageQuery();

export interface PageWindow {
  limit: number;
  cursor?: string;
  backward?: boolean;
}

export interface Page<T> {
  items: T[];
  /** Where to go on in the direction asked for: the cursor of the far end of this page, null at the list's end. */
  nextCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  cursorOf(item: T): string;
  /** Counted only when asked for, once. */
  totalCount(): Promise<number>;
}

/** Cursors are opaque to clients: base64url of the last row's key. */
export const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!key) throw badCursor();
  return key;
}

const badCursor = () => badInput('cursor: Not a valid cursor', [{ field: 'cursor', message: 'Not a valid cursor' }]);

/** How a list's rows are keyed: the unique key of a row as text, and back to Prisma's unique `cursor` argument. */
export interface RowKey<T, C> {
  keyOf(row: T): string;
  /** Null when the text is no key of this list. */
  cursorOf(key: string): C | null;
}

/** A list keyed by one unique column. */
export const keyedBy = <F extends string>(field: F): RowKey<Record<F, unknown>, Record<F, string>> => ({
  keyOf: (row) => String(row[field]),
  cursorOf: (key) => ({ [field]: key }) as Record<F, string>,
});

/** Lists keyed by several columns (joined by a newline, which no key contains). */
export const keyedByColumns = <F extends string>(...fields: F[]): RowKey<Record<F, unknown>, Record<F, string>> => ({
  keyOf: (row) => fields.map((field) => String(row[field])).join('\n'),
  cursorOf: (key) => {
    const parts = key.split('\n');
    if (parts.length !== fields.length || parts.some((part) => !part)) return null;
    return Object.fromEntries(fields.map((field, index) => [field, parts[index]])) as Record<F, string>;
  },
});

/**
 * One page of a list: `find` receives Prisma's cursor, skip and take (one row more than asked, which only says more
 * rows follow) and runs the list's own filter and order; `count` counts the same filter.
 */
export async function paginate<T, C>(
  window: PageWindow,
  key: RowKey<NoInfer<T>, C>,
  find: (args: { cursor?: C; skip?: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  let cursor: C | undefined;
  if (window.cursor) {
    const parsed = key.cursorOf(decodeCursor(window.cursor));
    if (!parsed) throw badCursor();
    cursor = parsed;
  }
  // A negative take reads the rows before the cursor (or the list's end), still in the list's order.
  const take = window.backward ? -(window.limit + 1) : window.limit + 1;
  const rows = await find({ ...(cursor ? { cursor, skip: 1 } : {}), take });
  const more = rows.length > window.limit;
  const items = window.backward ? rows.slice(more ? 1 : 0) : rows.slice(0, window.limit);
  const farEnd = window.backward ? items[0] : items[items.length - 1];
  let total: Promise<number> | undefined;
  return {
    items,
    nextCursor: more && farEnd ? encodeCursor(key.keyOf(farEnd)) : null,
    hasNextPage: window.backward ? !!cursor : more,
    hasPreviousPage: window.backward ? more : !!cursor,
    cursorOf: (item) => encodeCursor(key.keyOf(item)),
    totalCount: () => (total ??= count()),
  };
}

/** A page as REST sends it. */
export async function pageJson<T, J>(page: Page<T>, toJson: (item: T) => J, options: { withTotal?: boolean } = {}) {
  return {
    items: page.items.map(toJson),
    nextCursor: page.nextCursor,
    ...(options.withTotal ? { totalCount: await page.totalCount() } : {}),
  };
}

/** A page whose rows were turned into what the API sends, in the same order; cursors still come from the rows. */
export function withItems<T, J>(page: Page<T>, items: J[]): Page<J> {
  return { ...page, items, cursorOf: (item) => page.cursorOf(page.items[items.indexOf(item)]!) };
}
