import { describe, expect, it } from 'vitest';
import { benchmarkTable, shortfalls } from './bench-report.mjs';

// A cold phone view as scripts/bench-pages.mjs records it.
const view = (before: number, settle: number, requests: number, page: number) => ({
  url: '/',
  requests,
  scripts: 12,
  jsBeforeInteractionKb: before,
  jsBySettleKb: settle,
  jsTransferBySettleKb: settle,
  hydratedMs: 400,
  parts: { first: { framework: 109.2, shell: 25.1, page }, after: { 'page-services': 10.1, services: 12.7, validation: 36.4, forms: 15.4, other: 5 }, filesFirst: 8, filesAfter: 24, smallFilesAfter: 17 },
});

// The cached part of a run (the table's rows after the pages need it).
const cached = { figures: { 'static file': { rps: 2500, p99: 40, cpuPerAnswerUs: 500 }, 'category page, cached': { rps: 8000, p99: 6, kbPerRequest: 15, cpuPerAnswerUs: 110 } }, eventLoop: { max: 20, gcMax: 2 } };

describe('the bench names what falls short, by how much and why', () => {
  it('names nothing when every goal is met', () => {
    const run = { pages: { home: { ...view(120, 150, 14, 2), parts: undefined } } };
    expect(shortfalls(run, benchmarkTable(run))).toEqual([]);
  });

  it('gives each page over a budget its excess and the parts of its JavaScript', () => {
    const run = { pages: { product: view(149, 159.1, 22, 14.7), cart: view(136.9, 234.8, 38, 2.6) } };
    const text = shortfalls(run, benchmarkTable(run)).join('\n');
    expect(text).toContain('## What falls short, and why');
    expect(text).toContain('product 149, 19 (15 %) over');
    expect(text).toContain('cart 136.9, 6.9 (5 %) over');
    // The framework and the shell alone are over the first-load budget.
    expect(text).toContain('are 109.2 kB of every page');
    expect(text).toContain('134.3 kB before a page\'s own code, which is 2.6–14.7 kB');
    expect(text).toContain('no page could meet it by its own code');
    expect(text).toContain('cart 234.8, 74.8 (47 %) over');
    expect(text).toContain('zod with the kit\'s rules (36.4 kB');
    expect(text).toContain('cart: 8 scripts before interaction, 24 after (17 of them under 2 kB gzip)');
    // The product page's JS by settle (159.1) is within its budget: not named.
    expect(text).not.toContain('product 159.1');
  });

  it('explains an uncached p99 by the rate at 20 connections (Little\'s law)', () => {
    const run = {
      cached: { ...cached, eventLoop: { max: 70, gcMax: 12.5 } },
      uncached: { figures: { category: { p50: 12, cpuPerRender: 19, p99: 320, rps: 80 } }, eventLoop: { max: 40, gcMax: 3 } },
    };
    const text = shortfalls(run, benchmarkTable(run)).join('\n');
    expect(text).toContain('category page, uncached 320, 170 (113 %) over');
    expect(text).toContain('80 renders/s, so a mean answer of 250 ms, 19 ms of CPU per render');
    expect(text).toContain('needs 134 renders a second');
    // The event loop of the cached part is over, with the collector's longest pause; the uncached part's is not.
    expect(text).toContain('cached pages 70, 20 (40 %) over');
    expect(text).toContain('cached pages: the longest garbage-collection pause 12.5 ms');
    expect(text).not.toContain('uncached renders 40');
  });

  it('gives a layout shift in its own precision and names Lighthouse figures by page and metric', () => {
    const run = { cached, uncached: { figures: {}, eventLoop: { max: 20 } }, lighthouse: { category: { score: 99, lcp: 1100, tbt: 106, cls: 0.039 } } };
    const text = shortfalls(run, benchmarkTable(run)).join('\n');
    expect(text).toContain('category CLS 0.039, 0.039 over');
    expect(text).toContain('category TBT (ms) 106, 56 (112 %) over');
    expect(text).not.toContain('category performance score');
    expect(text).toContain('served 2500 requests a second.');
    // Beside the fastest machine of the runs kept before it.
    const earlier = [{ table: [{ page: 'static file', metric: 'requests/s at 20 connections', value: 3100, goal: null, verdict: null }] }];
    expect(shortfalls(run, benchmarkTable(run), earlier).join('\n')).toContain('served 2500 requests a second (3100 in the fastest of the runs kept in docs/benchmarks.json).');
  });
});
