import { useState } from 'react';
import { nextSort, type SortState } from './sort';

/**
 * The sorted column of a list and the header click handler. Columns in `descendingFirst` (dates, counts, flags)
 * start with the largest values, which is what people look for in them.
 */
export function useSortState<K extends string>(initial: SortState<K>, descendingFirst: readonly K[] = []) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const onSort = (key: K) => setSort((current) => nextSort(current, key, descendingFirst.includes(key) ? 'descending' : 'ascending'));
  return { sort, onSort };
}
