// Which exports of the packed kit are client modules ('use client', docs/decisions/0032): read
// from the built files. Used by the package round trip (scripts/test-kit-package.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A module whose first statement (after comments) is the directive. */
const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

export const hasClientDirective = (code) => DIRECTIVE.test(code);

const names = (list) =>
  list
    .split(',')
    .map((spec) => spec.trim().split(/\s+as\s+/))
    .filter(([name]) => name);

/** Every name `file` exports, with the file that defines it (following re-exports). */
function exportsOf(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file);
  const code = readFileSync(file, 'utf8');
  const at = (specifier) => path.resolve(path.dirname(file), specifier);
  const imported = new Map();
  for (const [, list, from] of code.matchAll(/^import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/gm)) {
    for (const [name, local = name] of names(list)) imported.set(local, { from: at(from), name });
  }
  const definedIn = (source, name) => exportsOf(source, cache).get(name) ?? source;
  const exported = new Map();
  cache.set(file, exported);
  for (const [, list, from] of code.matchAll(/^export\s*\{([^}]*)\}(?:\s*from\s*["'](\.[^"']+)["'])?/gm)) {
    for (const [local, name = local] of names(list)) {
      const origin = from ? { from: at(from), name: local } : imported.get(local);
      exported.set(name, origin ? definedIn(origin.from, origin.name) : file);
    }
  }
  return exported;
}

/**
 * For each entry point of the unpacked package in `root` (its `exports`' `import` files): the
 * names it exports from client modules and the names from modules without the directive.
 */
export function clientExportsByEntry(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const entries = {};
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.import || entry.includes('*')) continue;
    const client = [];
    const server = [];
    for (const [name, file] of exportsOf(path.join(root, target.import))) {
      (hasClientDirective(readFileSync(file, 'utf8')) ? client : server).push(name);
    }
    entries[entry === '.' ? '@shop/ui' : entry.replace('./', '')] = { client, server };
  }
  return entries;
}
