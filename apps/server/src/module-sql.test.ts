import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The SQL a module writes runs in its own statements: no module hands another a piece of SQL (a statement,
// a fragment, a WITH clause) to run inside the other's statement, and none takes one from another. Where
// two modules write in one step, the caller runs each one's verb in one transaction, or hands over values.
// Read with TypeScript's parser (no type checker, so it stays fast): for each name a module file imports
// from another module, the export it comes to (through `export { … } from` re-exports) may not
//  - name drizzle's SQL types (`SQL`, `SQLWrapper`, `WithSubquery`, `Subquery`) in its signature: a
//    parameter, a result, the type of a constant, or a type alias or interface of them;
//  - return, unawaited, a `sql` template, a `$with(…)` clause or a `getSQL()` (a builder left unannotated).
// Tests and their helpers are left out, as in module-graph.test.ts.
const src = fileURLToPath(new URL('.', import.meta.url));
const fixtures = fileURLToPath(new URL('../lint-fixtures/src', import.meta.url));

const SQL_TYPES = /\b(SQL|SQLWrapper|WithSubquery|Subquery)\b/;

const isProductionSource = (file: string) =>
  file.endsWith('.ts') && !/\.test(-helpers|-data)?\.ts$/.test(file) && !file.endsWith('.d.ts');

/** Each file parsed once per run (a file is read again for each name imported from it). */
const parsed = new Map<string, ts.SourceFile>();
const parse = (path: string) => {
  let source = parsed.get(path);
  if (!source) {
    source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(path, source);
  }
  return source;
};

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The .ts file an import path names, when it is one of ours. */
function fileOf(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier);
  for (const candidate of [`${path}.ts`, path.replace(/\.js$/, '.ts'), path, join(path, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The declaration an exported name of a file comes to, following re-exports. */
function declarationOf(file: string, name: string, depth = 0): ts.Node | null {
  if (depth > 5) return null;
  const source = parse(file);
  const local = (wanted: string, exported: boolean) =>
    source.statements.find((s): boolean => {
      if (exported && !isExported(s)) return false;
      if (ts.isVariableStatement(s))
        return s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === wanted);
      return (
        (ts.isFunctionDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) &&
        s.name?.text === wanted
      );
    }) ?? null;
  const found = local(name, true);
  if (found) return found;
  for (const s of source.statements) {
    if (!ts.isExportDeclaration(s) || !s.exportClause || !ts.isNamedExports(s.exportClause)) continue;
    const element = s.exportClause.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const original = (element.propertyName ?? element.name).text;
    if (!s.moduleSpecifier) return local(original, false);
    const next = fileOf(file, (s.moduleSpecifier as ts.StringLiteral).text);
    return next ? declarationOf(next, original, depth + 1) : null;
  }
  return null;
}

/** Whether an expression, as a function returns it, is a piece of SQL (not a promise of rows). */
function isSqlPiece(expression: ts.Expression): boolean {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isTaggedTemplateExpression(e)) return e.tag.getText() === 'sql';
  if (!ts.isCallExpression(e)) return false;
  return /\.\s*(\$with|getSQL)\s*\(/.test(e.getText());
}

/** The returned expressions of a function, its nested functions left out. */
function returnedBy(fn: ts.SignatureDeclaration): ts.Expression[] {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  if (body) ts.forEachChild(body, visit);
  return found;
}

/** Why a declaration hands SQL over, or null when it does not. */
function sqlHandOver(declaration: ts.Node): string | null {
  if (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))
    return SQL_TYPES.test(declaration.getText()) ? 'a type of SQL' : null;
  const functions: ts.SignatureDeclaration[] = [];
  if (ts.isFunctionDeclaration(declaration)) functions.push(declaration);
  if (ts.isVariableStatement(declaration)) {
    for (const d of declaration.declarationList.declarations) {
      if (d.type && SQL_TYPES.test(d.type.getText())) return 'a constant of SQL';
      if (d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
        functions.push(d.initializer);
      else if (d.initializer && isSqlPiece(d.initializer)) return 'a constant of SQL';
    }
  }
  for (const fn of functions) {
    if (fn.parameters.some((p) => p.type && SQL_TYPES.test(p.type.getText()))) return 'takes SQL';
    if (fn.type && SQL_TYPES.test(fn.type.getText())) return 'returns SQL';
    if (returnedBy(fn).some(isSqlPiece)) return 'returns SQL';
  }
  return null;
}

/** Every import by a module's file of another module's export that hands SQL over. */
function sqlHandOvers(root: string): string[] {
  const modules = join(root, 'modules');
  const moduleOf = (file: string) => relative(modules, file).split('/')[0];
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter(isProductionSource)
    .map((file) => join(modules, file));
  return files.flatMap((file) =>
    parse(file).statements.flatMap((s) => {
      if (!ts.isImportDeclaration(s) || !s.importClause?.namedBindings) return [];
      if (!ts.isNamedImports(s.importClause.namedBindings)) return [];
      const target = fileOf(file, (s.moduleSpecifier as ts.StringLiteral).text);
      if (!target || relative(modules, target).startsWith('..') || moduleOf(target) === moduleOf(file))
        return [];
      return s.importClause.namedBindings.elements.flatMap((element) => {
        const name = (element.propertyName ?? element.name).text;
        const declaration = declarationOf(target, name);
        const why = declaration && sqlHandOver(declaration);
        return why ? [`${relative(root, file)}: ${name} (${why})`] : [];
      });
    }),
  );
}

describe('no module hands its SQL to another', () => {
  it('finds no module importing a piece of SQL, or a verb taking one, from another module', () => {
    expect(sqlHandOvers(src)).toEqual([]);
  });

  it('catches each form on the fixtures, through a re-export, and lets plain verbs be', () => {
    expect(sqlHandOvers(fixtures).sort()).toEqual([
      'modules/beta/takes-alpha-sql.ts: alphaHoldStatement (returns SQL)',
      'modules/beta/takes-alpha-sql.ts: alphaMarked (returns SQL)',
      'modules/beta/takes-alpha-sql.ts: alphaWhere (returns SQL)',
      'modules/beta/takes-alpha-sql.ts: markAlphaWith (takes SQL)',
    ]);
  });
});
