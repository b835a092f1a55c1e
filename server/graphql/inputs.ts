/** GraphQL nulls mean "not given" for optional inputs; clearing a value is done with the REST API's explicit null. */
export const definedOnly = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
