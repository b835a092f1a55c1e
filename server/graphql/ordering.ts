// The GraphQL face of sortable lists: `orderBy: {field, direction}` maps onto the REST parameters sort and order,
// so both APIs go through the same parsing and the same Prisma orderBy.
import { builder } from './builder.js';
import { ORDER_DIRECTIONS, type Ordering } from '../lib/ordering.js';

export const OrderDirectionEnum = builder.enumType('OrderDirection', { values: ORDER_DIRECTIONS });

/** An input `<name> { field: <name>Field!, direction: OrderDirection = ASC }` for one model's sort fields. */
export function orderInputType<F extends string, O>(name: string, ordering: Ordering<F, O>, description: string) {
  const FieldEnum = builder.enumType(`${name}Field`, { values: ordering.names as readonly F[] });
  return builder.inputType(name, {
    description,
    fields: (t) => ({
      field: t.field({ type: FieldEnum, required: true }),
      direction: t.field({ type: OrderDirectionEnum, required: false, defaultValue: 'ASC' }),
    }),
  });
}

/** The orderBy argument as the query parameters the services parse. */
export const orderQueryOf = (orderBy: { field: string; direction?: string | null } | null | undefined) =>
  orderBy ? { sort: orderBy.field, order: orderBy.direction ?? undefined } : {};
