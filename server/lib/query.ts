/**
 * The selection a caller wants on top of a service's own filters: GraphQL passes the Pothos `query` (so nested
 * fields load in a constant number of statements), REST passes the include its JSON shape needs.
 */
export type Selection = { include?: object; select?: object };

/**
 * The selection with the row's key columns added where it selects columns: a GraphQL request that asks for
 * `__typename` only makes an empty select, which Prisma refuses, and lists need the key to make cursors.
 */
export function withKey(selection: Selection, ...columns: string[]): Selection {
  if (!selection.select) return selection;
  return { select: { ...selection.select, ...Object.fromEntries(columns.map((column) => [column, true])) } };
}
