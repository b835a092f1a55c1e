// Sortable table columns: the state, the next state when a header is clicked, aria-sort, a stable sort over loaded
// rows, and the orderBy of a list the server sorts.
import type { OrderDirection } from '../../../gql/graphql';

export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** Clicking the sorted column flips its direction; another column starts at its own first direction. */
export function nextSort<K extends string>(current: SortState<K>, key: K, firstDirection: SortDirection = 'ascending'): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: firstDirection };
}

export function ariaSort<K extends string>(state: SortState<K>, key: K): 'ascending' | 'descending' | 'none' {
  return state.key === key ? state.direction : 'none';
}

type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows without a value go last whatever the direction. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined || a.value === '';
      const bMissing = b.value === null || b.value === undefined || b.value === '';
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

export interface ServerOrder<F extends string> {
  field: F;
  direction: OrderDirection;
}

/**
 * The orderBy of the sorted column. Columns in `flipped` show a server field that runs against them: PINNED
 * ascending lists pinned creators first, which the Pinned column (true before false) calls descending.
 */
export function orderByFor<K extends string, F extends string>(
  sort: SortState<K>,
  fields: Record<K, F>,
  flipped: readonly K[] = [],
): ServerOrder<F> {
  const ascending = (sort.direction === 'ascending') !== flipped.includes(sort.key);
  return { field: fields[sort.key], direction: ascending ? 'ASC' : 'DESC' };
}
