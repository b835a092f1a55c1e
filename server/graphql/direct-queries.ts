// A query POSTed as JSON (every read the web app makes) is answered here, through the same envelop instance as
// Yoga's: the same plugins, parse and validation caches, limits and masking. What it skips is Yoga's HTTP layer: a
// Fetch API Request built from Node's request, the hooks that pick a parser and a result processor, and a Fetch API
// Response read back into a string. On the Flexicon's first page that layer cost about a fifth of the server's CPU
// per request, on the Homies feed's about a quarter (docs/architecture.md).
//
// Anything this does not answer exactly as Yoga would goes to Yoga untouched: other methods and content types,
// batches, parameters Yoga would refuse, Accept headers other than the few whose answer is known, documents that
// fail to parse or validate (limits included), and mutations and subscriptions. Of Yoga's HTTP hooks, none applies
// to what is left: the CSRF check passes every JSON POST (a browser preflights it), the health check, GraphiQL and
// the unknown-route answer look at other paths and methods, and Fastify's body limit is below Yoga's. An answer with
// errors goes through Yoga's own result processing, which picks its status code; a fault thrown outside any resolver
// reaches the server's error handler (a 500 in the REST API's error shape) instead of Yoga's.
// tests/server/direct-queries.test.ts sends the same requests both ways and compares the answers.
import { getOperationAST, type ExecutionResult } from 'graphql';
import { isAsyncIterable, processRegularResult, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import type { AppContext } from '../context.js';

export interface DirectAnswer {
  status: number;
  contentType: string;
  body: string;
}

const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const absentOrRecord = (value: unknown) => value == null || isRecord(value);

/** The body as GraphQL parameters, when Yoga would take it as they are (its parameter check, which ignores nulls). */
function paramsOf(body: unknown): GraphQLParams | null {
  if (!isRecord(body)) return null;
  for (const key in body) if (body[key] != null && !PARAMETERS.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string' || !absentOrRecord(variables) || !absentOrRecord(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return body as GraphQLParams;
}

const JSON_TYPE = 'application/json';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * The media type Yoga answers a single result in, for the Accept headers the web app (Apollo), the page renderer and
 * plain clients send; null for any other header, which goes to Yoga to be negotiated there. A table of Yoga's
 * answers rather than a copy of its negotiation: tests/server/direct-queries.test.ts checks each against Yoga.
 */
const ANSWER_TYPES = new Map<string | undefined, string>([
  [undefined, JSON_TYPE],
  ['*/*', JSON_TYPE],
  [JSON_TYPE, JSON_TYPE],
  [GRAPHQL_RESPONSE_TYPE, GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json, application/json', GRAPHQL_RESPONSE_TYPE],
]);

export const answerType = (accept: string | undefined): string | null => ANSWER_TYPES.get(accept) ?? null;

const isJsonPost = (contentType: string | undefined) => {
  const first = contentType?.split(',')[0];
  return first === 'application/json' || !!first?.startsWith('application/json;');
};

/** What this reads of a request (Fastify's). */
export interface PostedRequest {
  method: string;
  url: string;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export function directQueries(yoga: YogaServerInstance<AppContext, object>) {
  const { Request } = yoga.fetchAPI;
  /** The answer to a request, or null to hand it to Yoga. */
  return async (request: PostedRequest, context: AppContext): Promise<DirectAnswer | null> => {
    if (request.method !== 'POST' || !isJsonPost(request.headers['content-type'] as string | undefined)) return null;
    const params = paramsOf(request.body);
    const type = params && answerType(request.headers.accept as string | undefined);
    if (!params || !type) return null;
    // The context holds a Fetch API request as Yoga's does, without the body (read already): Yoga's plugins read its
    // method and headers, as its check that the operation to run can be told from the document does.
    const fetchRequest = new Request(`${request.protocol}://${String(request.headers.host ?? 'localhost')}${request.url}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
    });
    const enveloped = yoga.getEnveloped(Object.assign(context, { request: fetchRequest, params }));
    let document;
    try {
      document = enveloped.parse(params.query!);
    } catch {
      return null;
    }
    if (enveloped.validate(enveloped.schema, document).length) return null;
    if (getOperationAST(document, params.operationName)?.operation !== 'query') return null;
    const contextValue = await enveloped.contextFactory();
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult & { stringify?: (result: ExecutionResult) => string };
    if (!isAsyncIterable(result) && !result.errors && !result.extensions)
      return { status: 200, contentType: `${type}; charset=utf-8`, body: (result.stringify ?? JSON.stringify)(result) };
    const response = await processRegularResult(result, yoga.fetchAPI, type);
    return { status: response.status, contentType: response.headers.get('content-type') ?? type, body: await response.text() };
  };
}
