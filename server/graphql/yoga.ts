import { createYoga as createYogaServer, maskError } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { AppContext, AppServices } from '../context.js';
import { AppError } from '../lib/errors.js';
import { schema } from './schema.js';

/** AppErrors keep their code and details; anything else is masked in production. */
function toGraphQLError(error: unknown, message: string, isDev?: boolean) {
  // Executor errors wrap what a resolver threw, sometimes twice; their classes may not be graphql-js's own.
  let original: unknown = error;
  while (original && typeof original === 'object' && 'originalError' in original && original.originalError)
    original = original.originalError;
  if (original instanceof AppError) {
    const located = error as Partial<GraphQLError>;
    return new GraphQLError(original.message, {
      nodes: located.nodes,
      path: located.path,
      extensions: { code: original.code, details: original.details },
    });
  }
  return maskError(error, message, isDev);
}

export function createYoga(services: AppServices) {
  return createYogaServer<AppContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !services.config.isProduction,
    landingPage: false,
    maskedErrors: { maskError: toGraphQLError, isDev: !services.config.isProduction },
    logging: services.config.logLevel === 'silent' ? false : 'warn',
  });
}
