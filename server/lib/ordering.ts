// Sortable lists: the names a client may sort by, the columns behind each, and a tie-break on the row id so that
// cursor pages neither skip nor repeat rows when many rows share a value.
import { z } from 'zod';

export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/**
 * One column of a sort field. A `reversed` column runs against the asked-for direction (pinned creators first
 * while names run A to Z). A `nullable` column keeps empty values last in both directions: SQLite and PostgreSQL
 * disagree on where nulls go by default, and rows without a value are the least interesting either way.
 */
export interface OrderColumn<C extends string> {
  column: C;
  reversed?: boolean;
  nullable?: boolean;
}

export interface Ordering<F extends string, O> {
  /** The sort names in the order clients see them. */
  names: [F, ...F[]];
  fields: Record<F, OrderColumn<keyof O & string>[]>;
  /** The unique column; it follows the asked-for direction, so DESC pages are the ASC pages read backwards. */
  idColumn: keyof O & string;
  defaultField: NoInfer<F>;
}

/** Declares the sort fields of one model; `O` is its Prisma OrderByWithRelationInput, which checks the columns. */
export const orderingFor =
  <O>() =>
  <const F extends string>(spec: Omit<Ordering<F, O>, 'names'>): Ordering<F, O> => ({
    ...spec,
    names: Object.keys(spec.fields) as [F, ...F[]],
  });

/** The query parameters `sort` (named like the Flexicon's) and `order`; GraphQL's orderBy maps onto them. */
export function orderQuerySchema<F extends string, O>(ordering: Ordering<F, O>) {
  return z.object({
    sort: z.enum(ordering.names, { error: `Use one of ${ordering.names.join(', ')}` }).default(ordering.defaultField),
    order: z.enum(ORDER_DIRECTIONS, { error: 'Use ASC or DESC' }).default('ASC'),
  });
}

/** The Prisma orderBy of one sort field and direction, tie-break included. */
export function orderByOf<F extends string, O>(ordering: Ordering<F, O>, field: F, direction: OrderDirection): O[] {
  const asc = direction === 'ASC';
  const columns = ordering.fields[field].map(({ column, reversed, nullable }) => {
    const sort = asc !== !!reversed ? 'asc' : 'desc';
    return { [column]: nullable ? { sort, nulls: 'last' } : sort };
  });
  return [...columns, { [ordering.idColumn]: asc ? 'asc' : 'desc' }] as O[];
}
