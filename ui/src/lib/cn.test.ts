// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Every Tailwind class the kit and the shop write: the words of their string literals that
 * tailwind-merge takes for a utility (it drops an earlier copy of one, and keeps any other word).
 */
function repositoryClasses(): string[] {
  const files = globSync(['ui/src/**/*.{ts,tsx}', 'storefront/{app,src}/**/*.{ts,tsx}'], {
    cwd: repoRoot,
    // A feature's server modules (`*.server.ts`) write the platform's HTML class names into stored
    // and rendered markup, never through cn: as the server's own folder, they are not scanned.
    exclude: ['ui/src/lib/cn.ts', 'storefront/src/**/*.server.ts', 'storefront/src/**/*.server.test.ts'],
  });
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(`${repoRoot}/${file}`, 'utf8');
    for (const match of source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (/^[!\-a-z0-9@[*][^\s"';]*$/.test(word) && !word.endsWith('-')) words.add(word);
      }
    }
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}

const classes = repositoryClasses();

/** The modifiers of a class (`md:hover:`), which two classes must share to conflict at all. */
function modifiersOf(className: string): string {
  const outsideBrackets = className.replace(/\[[^\]]*\]/g, '[]');
  return outsideBrackets.slice(0, outsideBrackets.lastIndexOf(':') + 1);
}

describe('cn', () => {
  it('joins class values as clsx does', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }], '')).toBe('a b c');
  });

  it('lets a later utility of the same group win, per modifier set', () => {
    expect(cn('px-3 py-2 bg-brand-700 hover:bg-brand-800', 'px-0 bg-danger-600')).toBe('py-2 hover:bg-brand-800 px-0 bg-danger-600');
    expect(cn('text-sm text-neutral-900', 'text-lg')).toBe('text-neutral-900 text-lg');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('w-full max-w-md', 'max-w-none w-[min(24rem,100vw)]')).toBe('max-w-none w-[min(24rem,100vw)]');
    expect(cn('max-md:hidden', 'max-md:block')).toBe('max-md:block');
    expect(cn('border border-neutral-200', 'border-2')).toBe('border-neutral-200 border-2');
    // Logical (RTL-aware) sides: a later px-/mx-/inset-x- replaces them.
    expect(cn('ps-3 pe-10 ms-1', 'px-0 mx-2')).toBe('px-0 mx-2');
    expect(cn('start-0 end-3', 'inset-x-0')).toBe('inset-x-0');
    // The blur filter, bare or sized.
    expect(cn('blur-sm', 'blur')).toBe('blur');
    expect(cn('blur', 'blur-none')).toBe('blur-none');
    // A container query container: its type, set once.
    expect(cn('@container p-2', '@container')).toBe('p-2 @container');
    expect(cn('@container', '@container-normal')).toBe('@container-normal');
  });

  it('answers a repeated list from memory the same way, and stays right past its bound of kept lists', () => {
    expect(cn('px-3 text-sm', 'px-0')).toBe('text-sm px-0');
    expect(cn('px-3 text-sm', 'px-0')).toBe('text-sm px-0');
    // Thousands of other lists later (the oldest are let go), the first is merged as before.
    for (let index = 0; index < 5000; index += 1) expect(cn(`w-${index}`, index % 2 ? 'w-full' : 'h-full')).toBe(index % 2 ? 'w-full' : `w-${index} h-full`);
    expect(cn('px-3 text-sm', 'px-0')).toBe('text-sm px-0');
    expect(cn('px-0', 'px-3 text-sm')).toBe('px-3 text-sm');
  });

  it(`merges every pair of the repository's ${classes.length} classes (with the same modifiers) as tailwind-merge does`, () => {
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (modifiersOf(first) !== modifiersOf(second)) continue;
        const expected = twMerge(`${first} ${second}`);
        const actual = cn(first, second);
        if (actual !== expected) differences.push(`${first} + ${second}: ${actual} (tailwind-merge: ${expected})`);
      }
    }
    expect(differences.slice(0, 30)).toEqual([]);
    // About 200,000 pairs: several seconds on a busy 2-core machine.
  }, 60_000);

  it('merges longer runs of them as tailwind-merge does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...classes), { minLength: 3, maxLength: 8 }), (run) => {
        expect(cn(run)).toBe(twMerge(run.join(' ')));
      }),
      { numRuns: 2000 },
    );
  });
});
