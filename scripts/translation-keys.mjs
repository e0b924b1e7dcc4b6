import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The translation keys the sources use (ADR 0039), found without running them: every `t('…')`
 * whose `t` is the kit's (`@shop/ui/i18n`, or `../i18n` inside the kit). A first argument that is
 * a string (or a template without parameters) is a key. In the kit, a named constant of this file
 * or of a file it imports (`t(QUANTITY_ERROR)`, `t(COOKIE_STATUS_TEXT.title)`,
 * `t(PRICE_PREFIX_TEXT[prefix])`, `t(CARD_TYPES[code].name)`) gives the strings of its value (of
 * the named property, when one follows an index). Anything else is reported as a dynamic call
 * (file, line, argument's text), which the check accepts only where it is told which keys it takes.
 */

const root = path.resolve(import.meta.dirname, '..');

/** The repository's path of a file (forward slashes), as the check reports it. */
export const repoPath = (file) => path.relative(root, file).split(path.sep).join('/');

const isSourceFile = (name) => /\.tsx?$/.test(name) && !/\.(test|stories|fixtures)\.tsx?$|\.d\.ts$|(^|\/)fixtures\.ts$/.test(name);

/** A message catalogue (`<feature>/messages/fr-FR.ts`, the kit's `i18n/locales/ar-AE.ts`): translations, not sources. */
const isCatalogue = (relative) => /\/(messages|locales)\/[a-z]{2}-[A-Z]{2}\.ts$/.test(relative);

/** Every source file below `dir` (repository-relative) that is not a test, story or fixture, but for the excluded paths. */
export function sourceFiles(dir, exclude = () => false) {
  const out = [];
  const walk = (absolute) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const file = path.join(absolute, entry.name);
      const relative = repoPath(file);
      if (exclude(relative)) continue;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test-support') walk(file);
      } else if (isSourceFile(entry.name) && !isCatalogue(relative)) out.push(file);
    }
  };
  walk(path.join(root, dir));
  return out.sort();
}

const parsed = new Map();
function parse(file) {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

const isI18nModule = (specifier) => specifier === '@shop/ui/i18n' || /(^|\/)i18n(\/index)?$/.test(specifier);

/** The local name the file gives the kit's `t`, or null when it does not import it. */
function localT(source) {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !isI18nModule(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === 't') return element.name.text;
    }
  }
  return null;
}

const unwrap = (node) => {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node))) node = node.expression;
  return node;
};

const isText = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** A top-level `const NAME = …` of a file, following a relative import of it once. */
function constantValue(source, name, seen = new Set()) {
  if (seen.has(source.fileName)) return null;
  seen.add(source.fileName);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) return unwrap(declaration.initializer);
      }
    }
  }
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((candidate) => candidate.name.text === name);
    if (!element) continue;
    const base = path.resolve(path.dirname(source.fileName), specifier);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      try {
        return constantValue(parse(candidate), (element.propertyName ?? element.name).text, seen);
      } catch {
        // not this file name
      }
    }
  }
  return null;
}

/** The strings of a constant's value: every one, or only those of properties named `property`. */
function stringsOf(node, property) {
  const out = [];
  const visit = (current, underProperty) => {
    current = unwrap(current);
    if (!current) return;
    if (isText(current)) {
      if (underProperty) out.push(current.text);
    } else if (ts.isObjectLiteralExpression(current)) {
      for (const member of current.properties) {
        if (!ts.isPropertyAssignment(member)) continue;
        const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : null;
        visit(member.initializer, property === undefined ? underProperty : name === property);
      }
    } else if (ts.isArrayLiteralExpression(current)) {
      for (const element of current.elements) visit(element, underProperty);
    }
  };
  visit(node, property === undefined);
  return out;
}

/**
 * The keys of a non-literal argument made of a constant (`NAME`, `NAME.key`, `NAME[expr]`,
 * `NAME[expr].key`), or null when it is not one.
 */
function constantKeys(source, argument) {
  const steps = [];
  let node = unwrap(argument);
  while (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    steps.unshift(ts.isPropertyAccessExpression(node) ? { name: node.name.text } : { index: true });
    node = unwrap(node.expression);
  }
  if (!ts.isIdentifier(node)) return null;
  let value = constantValue(source, node.text);
  if (!value) return null;
  for (const [position, step] of steps.entries()) {
    if (step.index) {
      // `NAME[expr]` → every entry; `NAME[expr].key` → that property of every entry.
      const next = steps[position + 1];
      if (steps.length > position + 2 || (next && !next.name)) return null;
      return stringsOf(value, next?.name);
    }
    if (!ts.isObjectLiteralExpression(value)) return null;
    const member = value.properties.find((candidate) => ts.isPropertyAssignment(candidate) && (ts.isIdentifier(candidate.name) || ts.isStringLiteral(candidate.name)) && candidate.name.text === step.name);
    if (!member) return null;
    value = unwrap(member.initializer);
  }
  if (isText(value)) return [value.text];
  return null;
}

/**
 * The translation keys of some files. `constants`: whether a named constant may stand for its
 * strings (the kit); in the shop's sources the first argument must be written in place
 * (`shop/no-literal-text` says so), so any other argument is a dynamic call.
 * Returns `keys` (key → the files using it) and `dynamic` calls ({ file, line, argument }).
 */
export function collectTranslationKeys(files, { constants = false } = {}) {
  const keys = new Map();
  const dynamic = [];
  const add = (key, file) => {
    const users = keys.get(key) ?? new Set();
    users.add(file);
    keys.set(key, users);
  };
  for (const file of files) {
    const source = parse(file);
    const tName = localT(source);
    if (!tName) continue;
    const relative = repoPath(file);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === tName && node.arguments.length > 0) {
        const argument = node.arguments[0];
        const found = isText(argument) ? [argument.text] : constants ? constantKeys(source, argument) : null;
        if (found) for (const key of found) add(key, relative);
        else dynamic.push({ file: relative, line: source.getLineAndCharacterOfPosition(argument.getStart()).line + 1, argument: argument.getText() });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, dynamic };
}

/** The strings of a named constant of a file (`property`: only those of that property), for a dynamic call's keys. */
export function constantStrings(file, name, property) {
  const value = constantValue(parse(path.resolve(root, file)), name);
  if (!value) throw new Error(`${file} has no constant ${name}`);
  return stringsOf(value, property);
}

/** The `%1`…`%n` placeholders of a text, sorted and without repeats. */
export const placeholdersOf = (text) => [...new Set(text.match(/%\d+/g) ?? [])].sort();
