/**
 * The selection a caller wants on top of a service's own filters: GraphQL passes the Pothos `query` (so nested
 * fields load in a constant number of statements), REST passes the include its JSON shape needs.
 */
export type Selection = { include?: object; select?: object };
