import { useState } from 'react';
import { nextSort, orderByFor, type SortState } from './sort';

/**
 * The sorted column of a list and the header click handler. Columns in `descendingFirst` (dates, counts, flags)
 * start with the largest values, which is what people look for in them.
 */
export function useSortState<K extends string>(initial: SortState<K>, descendingFirst: readonly K[] = []) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const onSort = (key: K) => setSort((current) => nextSort(current, key, descendingFirst.includes(key) ? 'descending' : 'ascending'));
  return { sort, onSort };
}

/**
 * The sorted column of a list the server sorts, and the orderBy to send for it: a new orderBy is a new query,
 * which starts again at the first page.
 */
export function useServerSort<K extends string, F extends string>(
  initial: SortState<K>,
  fields: Record<K, F>,
  { descendingFirst = [], flipped = [] }: { descendingFirst?: readonly K[]; flipped?: readonly K[] } = {},
) {
  const { sort, onSort } = useSortState(initial, descendingFirst);
  return { sort, onSort, orderBy: orderByFor(sort, fields, flipped) };
}

/**
 * Query options of a list the server sorts: the cache keeps one list per filter and order (lib/apollo.ts), and
 * "Load more" shows its spinner through the network status.
 */
export const SERVER_SORTED_LIST = { notifyOnNetworkStatusChange: true } as const;
