// Each GraphQL document of the generated web/src/gql/graphql.ts becomes a module of its own in the build, and the app's
// imports of documents are pointed at those modules, so a page's chunks carry the documents that page uses and no
// others. As one module, every document of the app (345 KB of syntax trees) was loaded and evaluated on every first
// load, whatever the page. A document is read with JSON.parse, which browsers run faster than the same object written
// as a literal. Types imported from the generated module are untouched (they are erased).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const PREFIX = '\0graphql-document:';
const DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'((?:\.\.?\/)+(?:[\w-]+\/)*gql\/graphql)';/g;
const DOCUMENT_SPECIFIER = /^(\w+(?:Document|FragmentDoc))(?:\s+as\s+(\w+))?$/;

function readDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of fs.readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)) documents.set(name!, json!);
  if (documents.size === 0) throw new Error(`No documents found in ${GENERATED}: has the generated format changed?`);
  return documents;
}

export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | null = null;
  return {
    name: 'liftmates-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const json = documents?.get(id.slice(PREFIX.length));
      if (json === undefined) return this.error(`Unknown GraphQL document ${id.slice(PREFIX.length)}`);
      return { code: `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id === GENERATED || !code.includes('gql/graphql')) return null;
      let changed = false;
      const rewritten = code.replace(IMPORT, (statement, list: string, source: string) => {
        const kept: string[] = [];
        const split: string[] = [];
        for (const specifier of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const match = DOCUMENT_SPECIFIER.exec(specifier);
          if (match && documents?.has(match[1]!)) split.push(`import ${match[2] ?? match[1]} from '${PREFIX}${match[1]}';`);
          else kept.push(specifier);
        }
        if (split.length === 0) return statement;
        changed = true;
        return [...(kept.length ? [`import { ${kept.join(', ')} } from '${source}';`] : []), ...split].join('\n');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
