import { z } from 'zod';
import { badInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Must be at least 1')
    .max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Cursors are opaque to clients: base64url of the last row's key. */
export const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!key) throw badInput('cursor: Not a valid cursor', [{ field: 'cursor', message: 'Not a valid cursor' }]);
  return key;
}

/** Rows fetched with take: limit + 1 become a page; the extra row only says there is more. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** The findMany arguments of one page: one row more than asked, starting after the cursor's row. */
export function pageArgs<K extends string>(idField: K, query: { limit: number; cursor?: string }) {
  const cursor = decodeCursor(query.cursor);
  return {
    ...(cursor ? { cursor: { [idField]: cursor } as Record<K, string>, skip: 1 } : {}),
    take: query.limit + 1,
  };
}
