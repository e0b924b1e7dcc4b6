import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage.md cannot go stale: every item of SPEC.md §2–§9 has a row, and every test a
 * row names still exists under that name (a test/it title in the file, or a story's export) and
 * runs: it is not skipped (see `whyNotRun`).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const table = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
// SPEC.md lives in shared/, beside the repository (the helpers' and CI's layout).
const specPath = [path.join(root, '../shared/SPEC.md'), path.join(root, 'shared/SPEC.md')].find((candidate) => existsSync(candidate));

interface Row {
  section: number;
  item: string;
  proof: string;
}

const rows: Row[] = [...table.matchAll(/^\| ([2-9]) \| (.+?) \| (.+) \|$/gm)].map((match) => ({
  section: Number(match[1]),
  item: match[2]!,
  proof: match[3]!,
}));

/** The items of SPEC.md §2–§9: bold items (§2–§5), bullets (§6, §8), calls (§7), constants (§9). */
function specItems(spec: string): string[] {
  const items: string[] = [];
  const parts = spec.split(/^## (\d)\. /m);
  for (let index = 1; index < parts.length; index += 2) {
    const section = Number(parts[index]);
    const body = parts[index + 1] ?? '';
    const add = (label: string) => items.push(`${section} | ${label}`);
    if (section >= 2 && section <= 5) for (const match of body.matchAll(/^\*\*(.+?)\*\*/gm)) add(match[1]!);
    if (section === 6 || section === 8) for (const match of body.matchAll(/^- (.+)$/gm)) add(match[1]!);
    if (section === 7) for (const match of body.matchAll(/^\| (\d+) \| (.+?) \|/gm)) add(`call ${match[1]}: ${match[2]!.slice(0, 50)}`);
    if (section === 9) {
      for (const match of body.matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)) if (match[1] !== 'Constant') add(match[1]!);
    }
  }
  return items;
}

/** The table's name for a §7 call row: the spec's number and the first 50 characters of its method and path. */
const rowKey = (row: Row) => `${row.section} | ${row.item}`;

/** The functions of Vitest and Playwright whose calls declare tests and groups of tests. */
const TEST_FUNCTIONS = new Set(['it', 'test', 'describe', 'suite']);

/**
 * A condition that cannot change between runs: literals and operators only, no name but
 * `undefined` (a Playwright condition callback counts by what it returns). `skipIf(true)` always
 * skips and `skipIf(false)` is no condition at all: both are refused.
 */
function isConstant(node: ts.Node): boolean {
  if (ts.isIdentifier(node)) return node.text === 'undefined';
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (!ts.isBlock(node.body)) return isConstant(node.body);
    const [only, ...more] = node.body.statements;
    return more.length === 0 && only !== undefined && ts.isReturnStatement(only) && (!only.expression || isConstant(only.expression));
  }
  if (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return false;
  let constant = true;
  node.forEachChild((child) => {
    constant &&= isConstant(child);
  });
  return constant;
}

interface TestCall {
  /** What keeps it from running: `.skip`, `.todo`, `.fixme`, `.skipIf(true)`… */
  skippedBy?: string;
  focused: boolean;
}

/** A call of the test functions (`it`, `test.describe.skip`, `it.skipIf(c)`, `it.each(t)`…) and its modifiers, or undefined. */
function readTestCall(call: ts.CallExpression): TestCall | undefined {
  let node: ts.Expression = call.expression;
  let skippedBy: string | undefined;
  let focused = false;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (['skip', 'todo', 'fixme'].includes(name)) skippedBy ??= `.${name}`;
      if (name === 'only') focused = true;
      node = node.expression;
    } else if (ts.isCallExpression(node)) {
      const inner = node.expression;
      if (ts.isPropertyAccessExpression(inner) && ['skipIf', 'runIf'].includes(inner.name.text)) {
        const [condition] = node.arguments;
        if (!condition || isConstant(condition)) skippedBy ??= `.${inner.name.text}(${condition?.getText() ?? ''}), a constant`;
      }
      node = inner;
    } else {
      return ts.isIdentifier(node) && TEST_FUNCTIONS.has(node.text) ? { skippedBy, focused } : undefined;
    }
  }
}

const isTitle = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The statements of the function a test or group call runs, or none. */
function bodyOf(call: ts.CallExpression): readonly ts.Statement[] {
  const callback = call.arguments.find((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument));
  return callback && ts.isBlock(callback.body) ? callback.body.statements : [];
}

/**
 * A statement that skips at run time whatever happens: Playwright's `test.skip()`,
 * `test.fixme(true, 'why')`, `test.skip(() => true)`, Vitest's `context.skip()`. One with a real
 * condition (`test.skip(isPhone(testInfo), …)`) runs the test in the other projects, and
 * `test.skip('title', …)` declares another test.
 */
function unconditionalSkip(statement: ts.Statement): string | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const call = ts.isAwaitExpression(statement.expression) ? statement.expression.expression : statement.expression;
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return undefined;
  if (!['skip', 'fixme'].includes(call.expression.name.text)) return undefined;
  const [condition] = call.arguments;
  if (condition && isTitle(condition)) return undefined;
  return !condition || isConstant(condition) ? call.getText() : undefined;
}

/** Whether a story is left out of the test runner by a `!test` tag (its own, or the file's it does not undo). */
function whyStoryNotRun(file: ts.SourceFile, name: string): string | undefined {
  const objects = new Map<string, ts.ObjectLiteralExpression>();
  let meta: ts.Expression | undefined;
  const unwrap = (node: ts.Expression): ts.Expression => (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && unwrap(declaration.initializer);
        if (ts.isIdentifier(declaration.name) && value && ts.isObjectLiteralExpression(value)) objects.set(declaration.name.text, value);
      }
    }
    if (ts.isExportAssignment(statement)) meta = unwrap(statement.expression);
  }
  const tags = (object: ts.Expression | undefined): string[] => {
    const target = object && ts.isIdentifier(object) ? objects.get(object.text) : object;
    if (!target || !ts.isObjectLiteralExpression(target)) return [];
    const property = target.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText() === 'tags');
    if (!property || !ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) return [];
    return property.initializer.elements.filter(ts.isStringLiteral).map((tag) => tag.text);
  };
  const own = tags(objects.get(name));
  if (own.includes('!test')) return "tagged '!test'";
  if (tags(meta).includes('!test') && !own.includes('test')) return "in a file tagged '!test'";
  return undefined;
}

/**
 * Why the test titled `title` (a story's export name in a `.stories.tsx` file) would not run,
 * read from its source without running it: `.skip`, `.todo` or `.fixme` on it or on a group
 * around it, `skipIf`/`runIf` of a constant, a test without a body, an unconditional
 * `test.skip()` at the top of it, of a group around it or of the file, or another test of the
 * file focused with `.only`. Undefined when it runs (or is not there: the name check reports that).
 */
function whyNotRun(fileName: string, source: string, title: string): string | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  if (fileName.endsWith('.stories.tsx')) return whyStoryNotRun(file, title);
  const calls: { call: ts.CallExpression; test: TestCall }[] = [];
  const visit = (node: ts.Node) => {
    const test = ts.isCallExpression(node) ? readTestCall(node) : undefined;
    if (test) calls.push({ call: node as ts.CallExpression, test });
    node.forEachChild(visit);
  };
  visit(file);
  const cited = calls.find(({ call }) => {
    const [first] = call.arguments;
    return first && isTitle(first) && (first.getText().slice(1, -1) === title || (!ts.isTemplateExpression(first) && first.text === title));
  });
  if (!cited) return undefined;

  // The cited test, then the groups around it, innermost first.
  const chain = [cited];
  for (let node: ts.Node = cited.call.parent; node; node = node.parent) {
    const group = calls.find(({ call }) => call === node);
    if (group) chain.push(group);
  }
  for (const { call, test } of chain) {
    const where = call === cited.call ? 'it' : `its group ${call.arguments[0]?.getText() ?? ''}`;
    if (test.skippedBy) return `${where} is skipped by ${test.skippedBy}`;
    if (call === cited.call && !call.arguments.some((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument))) return 'it has no body (a todo)';
    const skip = bodyOf(call).map(unconditionalSkip).find(Boolean);
    if (skip) return `${where} calls ${skip}`;
  }
  const fileSkip = file.statements.map(unconditionalSkip).find(Boolean);
  if (fileSkip) return `the file calls ${fileSkip}`;
  if (calls.some(({ test }) => test.focused) && !chain.some(({ test }) => test.focused)) return 'another test of the file is focused with .only';
  return undefined;
}

/**
 * What is wrong with a row's reference to the test `title` in `file` (relative to the
 * repository): the file is gone, holds no such test, or the test would not run. A fixture
 * (`name.test.ts.fixture`) is read as the file it stands for.
 */
function referenceProblem(file: string, title: string): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return `${file} does not exist`;
  const source = readFileSync(full, 'utf8');
  const kind = file.replace(/\.fixture$/, '');
  const found = kind.endsWith('.stories.tsx')
    ? new RegExp(`^export const ${title}\\b`, 'm').test(source)
    : ["'", '"', '`'].some((quote) => source.includes(`(${quote}${title}${quote}`) || source.includes(`(\n  ${quote}${title}${quote}`));
  if (!found) return `${file} has no test "${title}"`;
  const notRun = whyNotRun(kind, source, title);
  return notRun && `${file} › ${title} does not run: ${notRun}`;
}

describe('docs/spec-coverage.md', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it.skipIf(!specPath)('has one row for every item of SPEC.md §2–§9, in its order, and no other', () => {
    expect(rows.map(rowKey)).toEqual(specItems(readFileSync(specPath!, 'utf8')));
  });

  it('names, for every row, tests that exist under those names and are not skipped (or a gap with its reason)', () => {
    const problems: string[] = [];
    for (const row of rows) {
      if (row.proof.startsWith('**gap**')) {
        if (!/^\*\*gap\*\*: \S/.test(row.proof)) problems.push(`${rowKey(row)}: a gap needs its reason`);
        continue;
      }
      for (const reference of row.proof.split('<br>')) {
        const match = /^`([^`]+)` › (.+)$/.exec(reference.trim());
        if (!match) {
          problems.push(`${rowKey(row)}: cannot read "${reference}"`);
          continue;
        }
        const [, file, title] = match as unknown as [string, string, string];
        const problem = referenceProblem(file, title);
        if (problem) problems.push(`${rowKey(row)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a row citing a test of a file', () => {
  const fixture = 'storefront/server/test/spec-coverage/cited.test.ts.fixture';
  const stories = 'storefront/server/test/spec-coverage/cited.stories.tsx.fixture';

  it('is accepted when the test is there and runs', () => {
    expect(referenceProblem(fixture, 'runs')).toBeUndefined();
    expect(referenceProblem(stories, 'Tested')).toBeUndefined();
  });

  it('is refused when the cited test is skipped, a todo, skipped by a constant, skips itself or sits in a skipped group', () => {
    expect(referenceProblem(fixture, 'is skipped')).toBe(`${fixture} › is skipped does not run: it is skipped by .skip`);
    expect(referenceProblem(fixture, 'is a todo')).toBe(`${fixture} › is a todo does not run: it is skipped by .todo`);
    expect(referenceProblem(fixture, 'is skipped by a constant condition')).toBe(
      `${fixture} › is skipped by a constant condition does not run: it is skipped by .skipIf(true), a constant`,
    );
    expect(referenceProblem(fixture, 'skips itself')).toBe(`${fixture} › skips itself does not run: it calls context.skip()`);
    expect(referenceProblem(fixture, 'runs only with its group')).toBe(
      `${fixture} › runs only with its group does not run: its group 'a skipped group' is skipped by .skip`,
    );
    expect(referenceProblem(stories, 'Untested')).toBe(`${stories} › Untested does not run: tagged '!test'`);
  });

  it('is refused when the file or the test is not there', () => {
    expect(referenceProblem(fixture, 'was renamed')).toBe(`${fixture} has no test "was renamed"`);
    expect(referenceProblem(stories, 'Gone')).toBe(`${stories} has no test "Gone"`);
    expect(referenceProblem('storefront/server/test/spec-coverage/gone.test.ts', 'runs')).toBe('storefront/server/test/spec-coverage/gone.test.ts does not exist');
  });
});

describe('whyNotRun', () => {
  const vitest = (source: string) => whyNotRun('a.test.ts', source, 'the cited one');
  const playwright = (source: string) => whyNotRun('tests/e2e/a.spec.ts', source, 'the cited one');

  it('lets a plain test run, whoever else is skipped', () => {
    expect(vitest("it('the cited one', () => {});")).toBeUndefined();
    expect(vitest("describe('group', () => { it.skip('another', () => {}); test('the cited one', async () => {}); });")).toBeUndefined();
    expect(vitest('it(`the cited one`, function () {});')).toBeUndefined();
    expect(whyNotRun('a.test.ts', 'it(`waits ${DELAY} ms`, () => {});', 'waits ${DELAY} ms')).toBeUndefined();
  });

  it('refuses .skip, .todo and a test without a body, on the test or any group around it', () => {
    expect(vitest("it.skip('the cited one', () => {});")).toBe('it is skipped by .skip');
    expect(vitest("test.skip('the cited one', () => {});")).toBe('it is skipped by .skip');
    expect(vitest("it.todo('the cited one');")).toBe('it is skipped by .todo');
    expect(vitest("it('the cited one');")).toBe('it has no body (a todo)');
    expect(vitest("describe.skip('outer', () => { describe('inner', () => { it('the cited one', () => {}); }); });")).toBe("its group 'outer' is skipped by .skip");
    expect(vitest("it.each([1, 2]).skip('the cited one', () => {});")).toBe('it is skipped by .skip');
  });

  it('refuses skipIf and runIf of a constant, and keeps those with a real condition', () => {
    expect(vitest("it.skipIf(true)('the cited one', () => {});")).toBe('it is skipped by .skipIf(true), a constant');
    expect(vitest("describe.skipIf(1 > 0)('group', () => { it('the cited one', () => {}); });")).toBe("its group 'group' is skipped by .skipIf(1 > 0), a constant");
    expect(vitest("it.runIf(!1)('the cited one', () => {});")).toBe('it is skipped by .runIf(!1), a constant');
    expect(vitest("it.skipIf(!process.env.DATABASE_URL)('the cited one', () => {});")).toBeUndefined();
    expect(vitest("describe.skipIf(!built)('group', () => { it('the cited one', () => {}); });")).toBeUndefined();
  });

  it('refuses a test another one of the file is focused away from with .only', () => {
    expect(vitest("it.only('another', () => {}); it('the cited one', () => {});")).toBe('another test of the file is focused with .only');
    expect(vitest("describe.only('group', () => { it('the cited one', () => {}); }); it('another', () => {});")).toBeUndefined();
  });

  it("refuses Playwright's unconditional test.skip() and test.fixme() at the top of the test, its group or the file", () => {
    expect(playwright("test('the cited one', async ({ page }) => { test.skip(); await page.goto('/'); });")).toBe('it calls test.skip()');
    expect(playwright("test('the cited one', async () => { test.fixme(true, 'flaky'); });")).toBe("it calls test.fixme(true, 'flaky')");
    expect(playwright("test.describe('group', () => { test.skip(() => true, 'later'); test('the cited one', async () => {}); });")).toBe(
      "its group 'group' calls test.skip(() => true, 'later')",
    );
    expect(playwright("test.skip(); test('the cited one', async () => {});")).toBe('the file calls test.skip()');
    expect(playwright("test.describe.fixme('group', () => { test('the cited one', async () => {}); });")).toBe("its group 'group' is skipped by .fixme");
    expect(whyNotRun('a.test.ts', "it('the cited one', (context) => { context.skip(); });", 'the cited one')).toBe('it calls context.skip()');
  });

  it('keeps a Playwright skip with a real condition (the test runs in the other projects)', () => {
    expect(playwright("test('the cited one', async ({ page }, testInfo) => { test.skip(isPhone(testInfo), 'desktop only'); });")).toBeUndefined();
    expect(playwright("test.describe('group', () => { test.skip(({ isMobile }) => isMobile, 'desktop'); test('the cited one', async () => {}); });")).toBeUndefined();
    expect(playwright("test('the cited one', async () => { if (slow) test.skip(); });")).toBeUndefined();
  });

  it("refuses a story left out of the test runner by a '!test' tag", () => {
    const story = (meta: string, own: string) =>
      whyNotRun('a.stories.tsx', `const meta = { component: X${meta} } satisfies Meta<typeof X>;\nexport default meta;\nexport const Open: Story = { args: {}${own} };`, 'Open');
    expect(story('', '')).toBeUndefined();
    expect(story('', ", tags: ['!test']")).toBe("tagged '!test'");
    expect(story(", tags: ['!test']", '')).toBe("in a file tagged '!test'");
    expect(story(", tags: ['!test']", ", tags: ['test']")).toBeUndefined();
  });
});
