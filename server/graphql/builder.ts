// The Pothos builder: plugins and scopes only. Types live with their domains (server/domains/*/graphql.ts).
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import type { AppContext } from '../context.js';
import { isAdmin, isCreator } from '../auth/viewer.js';
import { AppError } from '../lib/errors.js';

export const builder = new SchemaBuilder<{
  Context: AppContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; user: boolean; creator: boolean; admin: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    // Every field must say who may read it; a field that says nothing is refused.
    defaultStrategy: 'any',
    authorizeOnSubscribe: true,
    // A type's scopes are checked once per object it resolves (in isTypeOf), not again for each of its fields: a page
    // of cards resolves hundreds of fields, and a field without scopes of its own then runs unwrapped.
    runScopesOnType: true,
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new AppError('FORBIDDEN', 'You do not have permission to do that')
        : new AppError('UNAUTHENTICATED', 'You need to sign in to do that'),
    authScopes: (ctx) => ({
      public: true,
      user: !!ctx.viewer,
      creator: isCreator(ctx.viewer),
      admin: isAdmin(ctx.viewer),
    }),
  },
  errors: { defaultTypes: [AppError] },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // A hint while developing; tests ask for nothing on purpose (an anonymous viewer), production stays quiet.
    onUnusedQuery: (process.env.NODE_ENV ?? 'development') === 'development' ? 'warn' : null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Anyone may look a node up by its global id; each type and field then applies its own scopes.
    nodeQueryOptions: { authScopes: { public: true } },
    nodesQueryOptions: { authScopes: { public: true } },
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('BAD_USER_INPUT', 'Not a valid date-time');
    return date;
  },
});

builder.scalarType('JSON', { serialize: (value) => value, parseValue: (value) => value });

builder.queryType({});
builder.mutationType({});
