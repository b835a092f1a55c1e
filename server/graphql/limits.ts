// What one GraphQL operation may ask of the server. Every operation the web app sends stays well inside these
// (tests/server/edge.test.ts checks each document under web/src); the margins leave room for the app to grow while
// refusing documents built to exhaust the server: deep nesting, alias fan-out, token floods, huge page products.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lib/pagination.js';

/** Levels of nested fields (a fragment is not a level of its own). The web app's deepest operations have 6. */
export const MAX_DEPTH = 10;
/** Aliased fields per operation (`__typename` is free). The web app's dashboard uses 9. */
export const MAX_ALIASES = 15;
/** Directives (@include, @skip, ...) per operation. The web app uses none. */
export const MAX_DIRECTIVES = 10;
/**
 * Lexical tokens per document. The web app's longest operation has about 220, GraphiQL's introspection query 184.
 * Counted while lexing, so a flood is refused before it is parsed, let alone validated (field merging is quadratic).
 */
export const MAX_TOKENS = 1000;
/**
 * Estimated values resolved per operation: one per field, times the page size for each list page it sits in. A page
 * size given as a variable counts as the largest page (MAX_PAGE_SIZE), an omitted one as the default page
 * (DEFAULT_PAGE_SIZE). The web app's costliest operation (a page of creator profiles) is priced at 3,300 this way;
 * a page of pages (a list inside each item of a list) is not affordable.
 */
export const MAX_COST = 10_000;

/** The extensions code of every refusal above; the HTTP status is 400. */
export const LIMIT_ERROR_CODE = 'QUERY_TOO_COMPLEX';

const costOptions = { maxCost: MAX_COST, objectCost: 1, scalarCost: 1, depthCostFactor: 1, flattenFragments: true, exposeLimits: true };

type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;
type RejectCallback = NonNullable<NonNullable<ArmorConfig['maxDepth']>['onReject']>[number];

/** Armor's messages start with a misleading "Syntax Error:"; ours say what was too much and carry a code. */
function limitError(error: GraphQLError): GraphQLError {
  return createGraphQLError(error.message.replace(/^Syntax Error:\s*/, ''), {
    extensions: { code: LIMIT_ERROR_CODE, http: { status: 400 } },
  });
}

/**
 * Yoga answers parse and validation errors 200 to clients that accept only application/json (the GraphQL-over-HTTP
 * spec's rule for them); a refused operation is answered 400 whatever the client accepts.
 */
const answerLimitErrors400: Plugin = {
  onResultProcess({ result }) {
    const results = Symbol.asyncIterator in result ? [] : Array.isArray(result) ? result : [result];
    for (const error of results.flatMap((item) => item.errors ?? [])) {
      const http = error.extensions?.code === LIMIT_ERROR_CODE ? error.extensions.http : undefined;
      if (http && typeof http === 'object') Object.assign(http, { spec: false });
    }
  },
};

/** Validation rules report through their context; the token counter runs in the lexer, which only a throw can stop. */
const reject: RejectCallback = (context, error) => {
  if (!context) throw limitError(error);
  context.reportError(limitError(error));
};

const pageSizeArguments = new Set(['first', 'last']);

const intArgument = (name: string, value: number): ArgumentNode => ({
  kind: Kind.ARGUMENT,
  name: { kind: Kind.NAME, value: name },
  value: { kind: Kind.INT, value: String(value) },
});

/**
 * Armor prices `first: 100` by its value but `first: $size` and an omitted `first` as one item. A copy of the
 * document with those written as the largest and the default page lets it price what the server may really return.
 * `paged` are the document's fields that take a page size.
 */
export function withPricedPageSizes(document: DocumentNode, paged: ReadonlySet<FieldNode>): DocumentNode {
  return visit(document, {
    Field(node) {
      if (!paged.has(node)) return undefined;
      const given = node.arguments?.find((arg) => pageSizeArguments.has(arg.name.value));
      if (given?.value.kind === Kind.INT) return undefined;
      const size = given?.value.kind === Kind.VARIABLE ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE;
      const others = (node.arguments ?? []).filter((arg) => !pageSizeArguments.has(arg.name.value));
      // Armor reads the first page-size argument it meets, so the priced one goes in front.
      return { ...node, arguments: [intArgument('first', size), ...others] };
    },
  });
}

/**
 * Armor's cost rule, run over the priced copy of the document once validation has walked all of it. The walk tells
 * which fields take a page size; the rule itself only needs the copy's fragments and somewhere to report.
 */
const costRule: ValidationRule = (context) => {
  const paged = new Set<FieldNode>();
  return {
    Field(node) {
      if (context.getFieldDef()?.args.some((arg) => arg.name === 'first')) paged.add(node);
    },
    Document: {
      leave(document) {
        const priced = withPricedPageSizes(document, paged);
        const fragments = new Map(
          priced.definitions
            .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
            .map((fragment) => [fragment.name.value, fragment]),
        );
        const pricing = {
          getFragment: (name: string) => fragments.get(name),
          reportError: (error: GraphQLError) => context.reportError(error),
        };
        const visitor = costLimitRule({ ...costOptions, onReject: [reject], propagateOnRejection: false })(
          pricing as unknown as ValidationContext,
        );
        for (const definition of priced.definitions) {
          if (definition.kind === Kind.OPERATION_DEFINITION) visitor.onOperationDefinitionEnter(definition);
        }
      },
    },
  };
};

/** Introspection off: `__schema` and `__type` are refused; `__typename` stays, clients need it. */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(
      createGraphQLError('Introspection is turned off on this server.', { nodes: node, extensions: { code: 'INTROSPECTION_DISABLED' } }),
    );
  },
});

/**
 * The limits as Yoga plugins. `hideSuggestions` drops "Did you mean ...?" from validation errors: with
 * introspection off, suggestions would otherwise spell the schema out field by field.
 */
export function graphqlLimits({ hideSuggestions }: { hideSuggestions: boolean }): Plugin[] {
  const common = { exposeLimits: true, onReject: [reject], propagateOnRejection: false };
  return [
    EnvelopArmorPlugin({
      maxTokens: { ...common, n: MAX_TOKENS },
      maxDepth: { ...common, n: MAX_DEPTH, flattenFragments: true },
      maxAliases: { ...common, n: MAX_ALIASES },
      maxDirectives: { ...common, n: MAX_DIRECTIVES },
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: hideSuggestions },
    }),
    { onValidate: ({ addValidationRule }) => addValidationRule(costRule) },
    answerLimitErrors400,
  ];
}
