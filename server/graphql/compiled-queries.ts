// Queries run as JavaScript compiled once per operation (graphql-jit) instead of being interpreted field by field:
// a Flexicon page resolves about 700 fields, and the interpreter's work per field (its bookkeeping, promises, the
// result's serialization) costs more than the SQL behind the page. Compiled code differs from the executor in four
// ways, each made good here or left to the executor:
// - It calls an object type's `isTypeOf` with the value alone, where the schema checks a type's scopes there with the
//   request's context. An operation reaching a type whose scopes are anything but `public` (always granted) is left
//   to the executor, as is one reaching an interface or a union, whose members are told apart by `isTypeOf`.
// - It gives each resolver a response path of its own, where the executor shares a field's path with the fields
//   below it. Pothos' Prisma plugin finds what a relation loaded for the rows below it by that path object, so the
//   fields it resolves are given shared paths, as the executor would give them.
// - It reports a required variable that has a default (`$localeCode: String! = "en-US"`) as missing when the client
//   leaves it out: omitted variables are given their defaults first. Variables the executor would refuse are left to
//   it, so a client's mistake is answered in the same words whichever way the operation runs.
// - Its errors say where they arose without the query's nodes: they are made again as the executor makes them.
// Mutations, subscriptions and introspection always take the executor. An operation is compiled on its second run
// (compiling a query costs a few times what running it does): one sent once, as a flood of made-up queries would be,
// costs no compilation.
import {
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLObjectType,
  isAbstractType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  // The schema's own graphql: Pothos, Yoga and graphql-jit load the package's CommonJS entry, and a test runner may
  // hand this module its ES entry under the plain name, whose classes would not recognise the schema's types.
} from 'graphql/index.js';
import type { Path } from 'graphql/jsutils/Path.js';
import { mapSchema, MapperKind } from '@graphql-tools/utils';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** Whether a type's scopes (Pothos' `authScopes`, checked in its `isTypeOf`) grant everyone, always. */
function publicType(type: GraphQLObjectType): boolean {
  if (!type.isTypeOf) return true;
  const scopes = (type.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  return (
    !!scopes && typeof scopes === 'object' && Object.entries(scopes).every(([scope, granted]) => scope === 'public' && granted === true)
  );
}

/** Whether the Prisma plugin resolves the field from what its parent's query loaded (a relation, or a `select`). */
const loadedWithParent = (extensions: object) => !!(extensions as { pothosPrismaSelect?: unknown }).pothosPrismaSelect;

/** Whether every field below `parent` returns a public object type or a scalar, fragments followed where spread. */
function compilableSelections(
  selectionSet: SelectionSetNode,
  parent: GraphQLObjectType,
  fragments: Map<string, FragmentDefinitionNode>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      return !!fragment && compilableSelections(fragment.selectionSet, parent, fragments);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return compilableSelections(selection.selectionSet, parent, fragments);
    if (selection.name.value === '__typename') return true;
    const field = parent.getFields()[selection.name.value];
    if (!field) return false;
    const type = getNamedType(field.type);
    if (isAbstractType(type)) return false;
    if (!(type instanceof GraphQLObjectType)) return true;
    return publicType(type) && !!selection.selectionSet && compilableSelections(selection.selectionSet, type, fragments);
  });
}

/** The links of the response paths given to resolvers during one request, one object per place in the response. */
const sharedPaths = new WeakMap<object, Map<Path | undefined, Map<string | number, Path>>>();

/** `path` made of the request's shared links: the same place in the response is always the same object. */
function sharedPath(links: Map<Path | undefined, Map<string | number, Path>>, path: Path | undefined): Path | undefined {
  if (!path) return undefined;
  const prev = sharedPath(links, path.prev);
  let children = links.get(prev);
  if (!children) links.set(prev, (children = new Map()));
  let shared = children.get(path.key);
  if (!shared) children.set(path.key, (shared = { prev, key: path.key, typename: path.typename }));
  return shared;
}

/**
 * A Prisma-loaded field's resolver, given the path graphql-js would give it: one object per place, shared with the
 * fields below. Compiled code makes a new path for every call, and Pothos' Prisma plugin keys what it loaded for the
 * rows below a relation by the relation's path object (and works out each path's text once per object).
 */
function withSharedPath<Resolve extends GraphQLFieldResolver<unknown, object>>(resolve: Resolve) {
  return ((parent, args, context: object, info) => {
    let links = sharedPaths.get(context);
    if (!links) sharedPaths.set(context, (links = new Map()));
    return resolve(parent, args, context, { ...info, path: sharedPath(links, info.path)! });
  }) as Resolve;
}

/** Whether the operation may run compiled (see the top of this file). */
export function runsCompiled(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  const query = schema.getQueryType();
  if (operation?.operation !== 'query' || !query) return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  return compilableSelections(operation.selectionSet, query, fragments);
}

interface Compiled {
  operation: OperationDefinitionNode;
  query: CompiledQuery;
  defaults: Record<string, unknown>;
}

/**
 * The operation's variable defaults as a client would send them (an enum by its name, a date as text): they join the
 * client's variables before both are coerced.
 */
function defaultsOf(operation: OperationDefinitionNode) {
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  return defaults;
}

/**
 * A compiled query's errors as the executor makes them. Compiled code records where in the query an error arose as
 * lines and columns, without the query's nodes, and error masking, which rebuilds errors from their nodes, would drop
 * them: each becomes an error of the query's source at the same places. The executor also lists errors before data.
 */
function asExecutorResult(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  if (!result.errors?.length) return result;
  const source = document.loc?.source;
  const lineStarts = source ? [0, ...[...source.body.matchAll(/\r\n|[\n\r]/g)].map((match) => match.index + match[0].length)] : [];
  const errors = result.errors.map((error) => {
    const positions = source && error.locations?.map(({ line, column }) => lineStarts[line - 1]! + column - 1);
    return new GraphQLError(error.message, {
      source,
      positions,
      path: error.path,
      originalError: error.originalError,
      extensions: error.extensions,
    });
  });
  const { errors: _located, ...rest } = result;
  return { errors, ...rest };
}

export function compiledQueries(schema: GraphQLSchema): Plugin {
  // The compiled code's own copy of the schema, without `isTypeOf`: only public types run compiled, and for them the
  // check always passes. Resolvers, scalars and extensions are the schema's own.
  const compiledSchema = mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => new GraphQLObjectType({ ...type.toConfig(), isTypeOf: undefined }),
    [MapperKind.OBJECT_FIELD]: (field) =>
      field.resolve && loadedWithParent(field.extensions ?? {}) ? { ...field, resolve: withSharedPath(field.resolve) } : field,
  });
  // Per parsed document (Yoga's parse cache hands the same one back for the same text) and operation name: 'seen'
  // after its first run, then what compiling it gave.
  const cache = new WeakMap<DocumentNode, Map<string, Compiled | 'seen' | null>>();
  const compiledFor = (document: DocumentNode, operationName: string | null | undefined): Compiled | null => {
    let byName = cache.get(document);
    if (!byName) cache.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) {
      byName.set(key, 'seen');
      return null;
    }
    if (byName.get(key) === 'seen') {
      const operation = getOperationAST(document, operationName);
      const query =
        operation && runsCompiled(schema, document, operationName)
          ? compileQuery(compiledSchema, document, operationName ?? undefined)
          : null;
      byName.set(key, operation && query && isCompiledQuery(query) ? { operation, query, defaults: defaultsOf(operation) } : null);
    }
    return byName.get(key) as Compiled | null;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledFor(args.document, args.operationName);
      if (!compiled) return;
      const variables = { ...compiled.defaults, ...(args.variableValues ?? {}) };
      if (getVariableValues(schema, compiled.operation.variableDefinitions ?? [], variables).errors) return;
      setExecuteFn(async () => asExecutorResult(await compiled.query.query(args.rootValue, args.contextValue, variables), args.document));
    },
  };
}
