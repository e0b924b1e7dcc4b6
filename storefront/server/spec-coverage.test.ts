import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage.md cannot go stale: every item of SPEC.md §2–§9 has a row, and every test a
 * row names still exists under that name (a test/it title in the file, or a story's export).
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

describe('docs/spec-coverage.md', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it.skipIf(!specPath)('has one row for every item of SPEC.md §2–§9, in its order, and no other', () => {
    expect(rows.map(rowKey)).toEqual(specItems(readFileSync(specPath!, 'utf8')));
  });

  it('names, for every row, tests that exist under those names (or a gap with its reason)', () => {
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
        const full = path.join(root, file);
        if (!existsSync(full)) {
          problems.push(`${rowKey(row)}: ${file} does not exist`);
          continue;
        }
        const source = readFileSync(full, 'utf8');
        const found = file.endsWith('.stories.tsx')
          ? new RegExp(`^export const ${title}\\b`, 'm').test(source)
          : ["'", '"', '`'].some((quote) => source.includes(`(${quote}${title}${quote}`) || source.includes(`(\n  ${quote}${title}${quote}`));
        if (!found) problems.push(`${rowKey(row)}: ${file} has no test "${title}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
