import { createGraphQLError, createLogger, createYoga as createYogaServer, maskError, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { GraphQLError } from 'graphql';
import type { AppContext, AppServices } from '../context.js';
import { AppError, ERROR_STATUS, type FieldError } from '../lib/errors.js';
import { translateError, translateMessage } from '../messages/translate.js';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';
import { schema } from './schema.js';
import { graphqlLimits, noIntrospection } from './limits.js';

/**
 * A request a browser may send cross-site without a preflight (a GET, or a form's content type) must carry one of
 * these headers, which no form can set: the web app sends JSON, other clients add a header.
 */
export const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'apollo-require-preflight'];

const introspectionOff: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(noIntrospection) };

/** What a resolver threw: executor errors wrap it, sometimes twice, and their classes may not be graphql-js's own. */
function thrown(error: unknown): unknown {
  let original = error;
  while (original && typeof original === 'object' && 'originalError' in original && original.originalError)
    original = original.originalError;
  return original;
}

/** AppErrors keep their code and details; anything else is masked in production. */
function toGraphQLError(error: unknown, message: string, isDev?: boolean) {
  const original = thrown(error);
  if (original instanceof AppError) {
    const located = error as Partial<GraphQLError>;
    // Made by Yoga's own graphql, so that Yoga recognises it as a client error wherever this module's graphql came from.
    return createGraphQLError(original.message, {
      nodes: located.nodes,
      source: located.source,
      positions: located.positions,
      path: located.path,
      extensions: { code: original.code, details: original.details },
    });
  }
  return maskError(error, message, isDev);
}

/** An error the API answers with, worded in the request's language: a domain error, before or after masking. */
function translated(error: GraphQLError, language: Language): GraphQLError {
  const original = thrown(error);
  const located = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof AppError) {
    const worded = translateError(original, language);
    return createGraphQLError(worded.message, {
      ...located,
      originalError: worded,
      extensions: { ...error.extensions, code: worded.code, details: worded.details },
    });
  }
  const code = error.extensions?.code;
  if (typeof code !== 'string' || !(code in ERROR_STATUS)) return error;
  const details = (error.extensions.details as FieldError[] | undefined)?.map((detail) => ({
    field: detail.field,
    message: translateMessage(detail.message, language),
  }));
  return createGraphQLError(translateMessage(error.message, language), {
    ...located,
    extensions: { ...error.extensions, ...(details ? { details } : {}) },
  });
}

/** Errors in the results of queries and mutations come in the language the request is answered in. */
const errorsInLanguage: Plugin<AppContext> = {
  onExecute: ({ args }) => {
    const language = args.contextValue.language;
    if (!language || language === DEFAULT_LANGUAGE) return;
    return {
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map((error) => translated(error, language)) });
      },
    };
  },
};

/** Yoga logs what resolvers throw; an AppError is an answer to the client (not found, bad input), not a fault. */
function quietAboutAnswers(level: 'warn') {
  const logger = createLogger(level);
  return { ...logger, error: (...args: unknown[]) => (thrown(args[0]) instanceof AppError ? undefined : logger.error(...args)) };
}

export function createYoga(services: AppServices) {
  const { config } = services;
  return createYogaServer<AppContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    landingPage: false,
    // Cross-origin access is decided for /graphql and /api alike (server/cors.ts); Yoga's own would allow any origin.
    cors: false,
    plugins: [
      useCSRFPrevention({ requestHeaders: CSRF_HEADERS }),
      errorsInLanguage,
      ...graphqlLimits({ hideSuggestions: !config.graphqlIntrospection }),
      ...(config.graphqlIntrospection ? [] : [introspectionOff]),
    ],
    maskedErrors: { maskError: toGraphQLError, isDev: !config.isProduction },
    logging: config.logLevel === 'silent' ? false : quietAboutAnswers('warn'),
  });
}
