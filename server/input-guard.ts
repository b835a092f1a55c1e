// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one reaches the database and fails there
// as a server error, on any route and field. No text the app stores or looks up has a use for it, so the edge refuses
// it as bad input, for both APIs and on either database.
import type { FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { badInput } from './lib/errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Where the first string holding a NUL character sits in a parsed JSON value (`input.steps[2]`), or null. Walked
 * with a stack of its own: a body may nest deeper than the call stack goes.
 */
export function nulPath(value: unknown, root = ''): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'value';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return join(path, key);
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/** Refuses REST requests whose path, query or JSON body has text with a NUL character. */
export function registerRestInputGuard(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field) throw badInput(`${field}: ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]);
  });
}

const badText = (field: string) =>
  createGraphQLError(`${field}: ${NUL_MESSAGE}`, {
    extensions: { code: 'BAD_USER_INPUT', details: [{ field, message: NUL_MESSAGE }], http: { status: 400 } },
  });

const nulInStrings: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(badText('query'));
  },
});

/** The same for GraphQL: in the variables, and in the strings written in the document. */
export const graphqlInputGuard: Plugin = {
  onParams({ params }) {
    const field = nulPath(params.variables, 'variables');
    if (field) throw badText(field);
  },
  onValidate: ({ addValidationRule }) => addValidationRule(nulInStrings),
};
