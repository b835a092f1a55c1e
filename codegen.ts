import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed document nodes for the web app's operations, from the printed schema. `npm run codegen` writes
// web/src/gql/graphql.ts; `npm run check:codegen` fails when it is out of date.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/gql/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTime: 'string', JSON: 'unknown', File: 'File' },
        skipTypename: false,
        dedupeFragments: true,
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
