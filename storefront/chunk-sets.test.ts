import { describe, expect, it } from 'vitest';
import { mergeSmallSets, type PageSetChunk } from './chunk-sets';

/** A chunk of `bytes` loaded first by `first` (and later by `later`). */
function chunk(name: string, bytes: number, first: string[], options: { later?: string[]; imports?: string[]; fixed?: boolean } = {}): PageSetChunk {
  return { name, bytes, first: new Set(first), later: new Set(options.later ?? []), imports: new Set(options.imports ?? []), fixed: options.fixed ?? false };
}

const roomy = { first: 10_000, later: 10_000 };

describe('mergeSmallSets', () => {
  it('merges chunks the same pages load first, whatever their later pages', () => {
    const into = mergeSmallSets([chunk('listing', 900, ['category', 'search']), chunk('tile', 400, ['category', 'search'], { later: ['cart'] })], roomy);
    expect(into.get('listing')).toBe(into.get('tile'));
  });

  it('merges while each page stays within the limits, and no further', () => {
    const chunks = [chunk('a', 1000, ['category', 'product']), chunk('b', 1000, ['category', 'blog'])];
    // Merged, the product page loads b's 1000 bytes and the blog a's.
    const merged = mergeSmallSets(chunks, { first: 1000, later: 0 });
    expect(merged.get('a')).toBe(merged.get('b'));
    const kept = mergeSmallSets(chunks, { first: 999, later: 0 });
    expect(kept.get('a')).toBe('a');
    expect(kept.get('b')).toBe('b');
  });

  it('counts later loads against their own limit', () => {
    const chunks = [chunk('a', 500, ['category', 'search']), chunk('b', 300, ['category', 'search'], { later: ['cart'] })];
    // Merged, the cart's lazy part loads a's 500 bytes with b.
    const kept = mergeSmallSets(chunks, { first: 0, later: 499 });
    expect(kept.get('a')).not.toBe(kept.get('b'));
    const merged = mergeSmallSets(chunks, { first: 0, later: 500 });
    expect(merged.get('a')).toBe(merged.get('b'));
  });

  it("counts what a chunk imports: a page taking it takes its imports' chunks too", () => {
    const chunks = [chunk('a', 100, ['category', 'product'], { imports: ['c'] }), chunk('b', 100, ['category', 'blog']), chunk('c', 5000, ['category', 'product'], { fixed: true })];
    // The blog would load a, and c through it: 5100 bytes, and one file more.
    const into = mergeSmallSets(chunks, { first: 5000, later: 0 });
    expect(into.get('a')).not.toBe(into.get('b'));
  });

  it('gives no page more files than before', () => {
    // Merged with b, a would save the category and the product page a file, but the home page
    // would load b and, through it, c: two files for one.
    const chunks = [chunk('a', 10, ['category', 'product', 'home']), chunk('b', 10, ['category', 'product'], { imports: ['c'] }), chunk('c', 10, ['category', 'product'], { fixed: true })];
    const into = mergeSmallSets(chunks, roomy);
    expect(into.get('a')).not.toBe(into.get('b'));
  });

  it('never merges a fixed chunk', () => {
    const chunks = [chunk('route', 10, ['category', 'search'], { fixed: true }), chunk('shared', 10, ['category', 'search']), chunk('other', 10, ['category', 'search'])];
    const into = mergeSmallSets(chunks, roomy);
    expect(into.get('route')).toBe('route');
    expect(into.get('shared')).toBe(into.get('other'));
    expect(into.get('shared')).not.toBe('route');
  });

  it('merges the pair saving the most requests for the fewest bytes first', () => {
    // Each pair saves the category a file. x with z costs the blog 10 bytes; x with y costs the
    // blog and the product page 1000 each. Cheapest first: x and z, after which y no longer fits.
    const chunks = [chunk('x', 1000, ['category', 'blog']), chunk('y', 1000, ['category', 'product']), chunk('z', 10, ['category'])];
    const into = mergeSmallSets(chunks, { first: 1005, later: 0 });
    expect(into.get('x')).toBe(into.get('z'));
    expect(into.get('y')).not.toBe(into.get('x'));
  });
});
