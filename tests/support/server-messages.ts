// Finds every message the server can answer with, read from its source with the TypeScript compiler: the messages
// of AppErrors and of the helpers that make them (badInput, notFound, a domain's own `fileError`…, found by
// following what each passes its parameters to), the `message` of a field's error, and the texts given to zod's
// checks. Each comes out as the catalogues key it: the English with {0}, {1}… where it interpolates a value.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  template: string;
  file: string;
  line: number;
}

/** The zod checks whose string argument is the message of the issue they raise. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'nonempty',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'refine',
  'datetime',
  'uuid',
  'finite',
  'safe',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const calleeName = (node: ts.CallExpression | ts.NewExpression): string | null => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

/** The name a function is known by: its declaration's, or the variable's it is assigned to. */
function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? null;
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent))
    return ts.isIdentifier(node.parent.name) ? node.parent.name.text : null;
  return null;
}

const mentions = (node: ts.Node, name: string): boolean =>
  (ts.isIdentifier(node) && node.text === name) || (ts.forEachChild(node, (child) => mentions(child, name) || undefined) ?? false);

/** The message argument's position for each call that makes an error; `new` for the AppError constructor. */
function findMessageMakers(files: ts.SourceFile[]): Map<string, number> {
  const makers = new Map<string, number>([['AppError', 1]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const file of files) {
      const visit = (node: ts.Node) => {
        const name = functionName(node);
        if (name && !makers.has(name) && (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node))) {
          const parameters = node.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : ''));
          // A maker returns the error it makes; a function that throws one is a use of a maker, not one itself.
          const made = (expression: ts.Expression): number | undefined => {
            if (ts.isParenthesizedExpression(expression)) return made(expression.expression);
            if (ts.isConditionalExpression(expression)) return made(expression.whenTrue) ?? made(expression.whenFalse);
            if (!(ts.isCallExpression(expression) || ts.isNewExpression(expression))) return undefined;
            const position = makers.get(calleeName(expression) ?? '');
            const argument = position === undefined ? undefined : expression.arguments?.[position];
            // `${field}: ${message}`: the message is the last parameter the text interpolates.
            const index = argument ? parameters.findLastIndex((parameter) => parameter && mentions(argument, parameter)) : -1;
            return index >= 0 ? index : undefined;
          };
          const returned = (inner: ts.Node): number | undefined => {
            if (ts.isReturnStatement(inner)) return inner.expression ? made(inner.expression) : undefined;
            if (ts.isFunctionLike(inner)) return undefined;
            return ts.forEachChild(inner, returned);
          };
          const body = node.body;
          const index = !body ? undefined : ts.isBlock(body) ? returned(body) : made(body);
          if (index !== undefined) {
            makers.set(name, index);
            grew = true;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }
  return makers;
}

/** The constant strings of a file, so that a message kept in one (`const NOT_A_FILE = '…'`) is read as written. */
function constantsOf(file: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value))
        constants.set(node.name.text, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return constants;
}

/** The templates an expression can make: literals as written, each branch of a condition, `${…}` as {n}. */
function templatesOf(node: ts.Expression, constants: Map<string, ts.Expression>): string[] {
  if (ts.isParenthesizedExpression(node)) return templatesOf(node.expression, constants);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...templatesOf(node.whenTrue, constants), ...templatesOf(node.whenFalse, constants)];
  if (ts.isIdentifier(node) && constants.has(node.text)) return templatesOf(constants.get(node.text)!, constants);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, index) => (text += `{${index}}${span.literal.text}`));
    return [text];
  }
  return [];
}

export function findServerMessages(root: string): FoundMessage[] {
  const files = sourceFiles(path.join(root, 'server')).map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const makers = findMessageMakers(files);
  const found: FoundMessage[] = [];
  for (const file of files) {
    const constants = constantsOf(file);
    const add = (expression: ts.Expression | undefined) => {
      if (!expression) return;
      const line = file.getLineAndCharacterOfPosition(expression.getStart()).line + 1;
      for (const template of templatesOf(expression, constants)) found.push({ template, file: path.relative(root, file.fileName), line });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node) ?? '';
        const index = makers.get(name);
        if (index !== undefined && (name !== 'AppError' || ts.isNewExpression(node))) add(node.arguments?.[index]);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(name))
          node.arguments.filter((argument) => !ts.isObjectLiteralExpression(argument)).forEach((argument) => add(argument));
      }
      // A field's error ({ field, message }) and zod's { message } / { error } options.
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['message', 'error'].includes(node.name.text))
        add(node.initializer);
      // A maker's default message (`unauthenticated(message = 'You need to sign in to do that')`).
      if (ts.isParameter(node) && node.initializer) {
        const owner = functionName(node.parent);
        const position = (node.parent as ts.SignatureDeclaration).parameters.indexOf(node);
        if (owner && makers.get(owner) === position) add(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
