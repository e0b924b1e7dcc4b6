import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { kitSource } from '../ui/source-condition.ts';
import { precompress } from './precompress-plugin.ts';
import { isFramework, shellChunk } from './shell-chunk.ts';

const shell = shellChunk();

/**
 * Fewer, larger chunks for the first load, without code a page does not use. Left to itself the
 * bundler split the initial JS of a page into 22-24 files; on a slow phone connection each file
 * costs a round trip (Lighthouse mobile home median 88 → 97 with grouping). React and React Router
 * form one cached chunk; the shell (entry + root route and all they import, which every page loads)
 * is one chunk; the rest of the app's initial code is grouped by the set of pages that use it.
 * Small groups are not merged into a neighbour: the neighbour is a larger set of pages, so a 3 kB
 * threshold put the tiles' code (add to cart, Add to Wish List, the listing toolbar) and a page's
 * own module into every page's first load (+7-9 kB gzip per route, 2026-11-25).
 * Code loaded on interaction (overlays, the mini cart body, widgets) keeps its own chunks.
 */
const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: isFramework,
      tags: ['$initial' as const],
      priority: 2,
    },
    { name: 'shell', test: shell.test, tags: ['$initial' as const], priority: 1.5 },
    // Loaded by every page right after hydration (app/lib/shop-runtime.ts): one file, not twenty
    // (51-54 → 30-39 requests by settle on a cold phone view, 2026-11-25). Below 'shared', so what a
    // page needs first stays in its own chunks: a group also takes its modules' dependencies.
    // zod and the kit's rules (the services' answers, the back office's forms): one file, not four.
    // Above 'shared', which would cut it by the pages using each piece; the few rule helpers a
    // first load uses without zod are kept apart above it (shell-chunk.ts).
    { name: 'rule-helpers', test: shell.ruleHelpersTest, priority: 1.4 },
    { name: 'validation', test: shell.validationTest, priority: 1.3 },
    { name: 'radix-base', test: shell.radixBaseTest, priority: 1.25 },
    { name: 'forms', test: shell.formsTest, priority: 1.2 },
    // What every page view loads after hydration without the services (ADR 0042): one file, which
    // takes what it shares with the services (ranked above them).
    { name: 'page-services', test: shell.pageServicesTest, priority: 0.6 },
    { name: 'services', test: shell.servicesTest, priority: 0.5 },
    // The rest of the storefront pages' first loads: one chunk per set of pages that use its modules,
    // lazy parts counted by the pages they load on (shell-chunk.ts). A module's dependencies have
    // their own set (a superset), hence their own chunk.
    { name: shell.firstLoadName, tags: ['$initial' as const], includeDependenciesRecursively: false, priority: 1.1 },
    // A page kind's own modules that only the router's dynamic import of it reaches: one chunk (shell-chunk.ts).
    { name: shell.pagePartsName, includeDependenciesRecursively: false, priority: 1.05 },
    { name: 'shared', tags: ['$initial' as const], entriesAware: true, priority: 1 },
  ],
};

export default defineConfig({
  plugins: [kitSource(), tailwindcss(), reactRouter(), shell.plugin, precompress()],
  // npm keeps a copy of @hookform/resolvers under the kit and one under the shop (the same version,
  // not hoisted): the kit's forms and the shop's each bundled their own into the forms chunk. One
  // copy, the shop's, for both.
  resolve: { dedupe: ['@hookform/resolvers'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting,
            // entriesAware groups are named after every page that shares them; a short name reads better.
            chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
          },
        },
      },
    },
    // One process: the Hono server (endpoints + the SSR handler) is the server bundle's entry.
    ssr: {
      // Bundled, not imported from node_modules at start: Node reads a package's package.json for
      // every module of it it resolves, and these ship hundreds of modules with a 180-200 kB
      // package.json (date-fns under the kit's date picker, drizzle-orm): 5.7 of the built shop's
      // 10.4 s of start-up CPU went to that reading (ADR 0051).
      resolve: { noExternal: ['react-day-picker', 'date-fns', 'drizzle-orm'] },
      build: { rollupOptions: { input: './server/main.ts' }, target: 'node22' },
    },
  },
});
