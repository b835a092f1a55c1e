// Finds every database query of the server that touches a table whose rows some viewers may not see (logs, feed
// items, workouts, programs, exercises and what hangs off each), with the function it is in and whether that
// function passes through a visibility module. Read with the TypeScript compiler, so comments and strings that are
// not queries do not count and every spelling of a Prisma call does.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Prisma delegates (camelCase models) and the SQL table names of the same rows. */
export const GUARDED_MODELS = [
  'workoutLog',
  'workoutLogExercise',
  'workoutLogSet',
  'workoutLogSetValue',
  'workoutLogAction',
  'personalRecord',
  'feedItem',
  'feedEntry',
  'feedProp',
  'feedComment',
  'workout',
  'workoutExercise',
  'workoutSet',
  'workoutSetTarget',
  'workoutMuscle',
  'program',
  'programDay',
  'contentRating',
  'exercise',
  'exerciseName',
  'exerciseAlias',
  'exerciseInstruction',
  'exerciseVideo',
  'exerciseMuscle',
  'exerciseEquipment',
  'exerciseTagLink',
] as const;
const TABLES = GUARDED_MODELS.map((model) => model[0]!.toUpperCase() + model.slice(1));

const READS = ['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy'];
const WRITES = [
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
];

export interface Query {
  /** The file, relative to the scanned root. */
  file: string;
  /** The named function the query is in ('<module>' for a top-level SQL fragment). */
  fn: string;
  /** The model or table touched. */
  target: string;
  kind: 'read' | 'write';
  /** Whether its function refers to a visibility module's export, directly or through a function of its file that does. */
  checked: boolean;
  line: number;
}

const isVisibilityModule = (specifier: string) => /(^|\/)visibility(\.js|\.ts)?$/.test(specifier);

function nameOf(node: ts.Node): string | null {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent))
    return node.parent.name.getText();
  return null;
}

function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = nameOf(at);
    if (name) return name;
    // A SQL text kept in a top-level constant belongs to that constant.
    if (ts.isVariableDeclaration(at) && ts.isSourceFile(at.parent.parent.parent)) return at.name.getText();
  }
  return '<module>';
}

/** The queries of one file's text. */
export function scanSource(file: string, text: string): Query[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visibilityNames = new Set<string>();
  for (const statement of source.statements)
    if (ts.isImportDeclaration(statement) && isVisibilityModule((statement.moduleSpecifier as ts.StringLiteral).text)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) visibilityNames.add(element.name.text);
    }

  // Which named functions refer to what, to tell which pass through a visibility module (to a fixed point).
  const refs = new Map<string, Set<string>>();
  const found: Omit<Query, 'checked'>[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const fn = enclosingName(node);
      if (!refs.has(fn)) refs.set(fn, new Set());
      refs.get(fn)!.add(node.text);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const owner = node.expression.expression;
      if (ts.isPropertyAccessExpression(owner) && (GUARDED_MODELS as readonly string[]).includes(owner.name.text)) {
        const kind = READS.includes(method) ? 'read' : WRITES.includes(method) ? 'write' : null;
        if (kind) found.push({ file, fn: enclosingName(node), target: owner.name.text, kind, line: lineOf(node) });
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const sql = node.getText();
      for (const table of TABLES)
        if (sql.includes(`"${table}"`)) {
          const kind = /^[`'"]\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) ? 'write' : 'read';
          found.push({ file, fn: enclosingName(node), target: table, kind, line: lineOf(node) });
        }
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  visit(source);

  const checked = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [fn, names] of refs)
      if (!checked.has(fn) && [...names].some((name) => visibilityNames.has(name) || (name !== fn && checked.has(name)))) {
        checked.add(fn);
        grew = true;
      }
  }
  return found.map((query) => ({ ...query, checked: checked.has(query.fn) }));
}

/** Every query of every server source file under root, the visibility modules themselves left out. */
export function scanServer(root: string): Query[] {
  const queries: Query[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(full);
      } else if (entry.name.endsWith('.ts') && entry.name !== 'visibility.ts') {
        queries.push(...scanSource(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8')));
      }
    }
  };
  walk(root);
  return queries;
}
