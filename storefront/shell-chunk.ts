import path from 'node:path';
import type { Plugin } from 'vite';
import { mergeSmallSets } from './chunk-sets.ts';

/**
 * Two groups of code every page loads, each put into one chunk:
 * - the shell: the client entry and the root route (`app/root.tsx`) with everything they import
 *   statically — the first load of every page;
 * - the services: what `app/lib/shop-services.ts` imports statically and no page needs for its
 *   first load (the HTTP client, the contracts, the customer-data engine, the storages), with the
 *   root's after-hydration widgets — every page imports it right after hydration;
 * - the validation: zod and the kit's rules, which the services and the back office's forms load.
 * A plugin records them once the module graph is complete (`buildEnd`, before chunks are made);
 * the `test`s then give them to the code-splitting groups.
 *
 * Left to entriesAware grouping, each was cut into a dozen or two small chunks by which lazy
 * widgets also use each piece (every page downloads all of them anyway: 20 files after hydration,
 * 2026-11-25); merging small groups into a neighbour instead pulled page-specific code into every
 * page's first load.
 */
/**
 * What a page may load beyond what it uses when small first-load chunks are merged (`chunk-sets.ts`),
 * in bytes of code before minifying (about 5 of them per byte of gzip): about 1.5 kB gzip first and
 * 3 kB later. With them, on 2026-12-02: category 17 → 15 files in its first load, product 16 → 15,
 * My Account's pages 17–21 → 11–13, for at most 1.4 kB gzip more on a first load (the account's newsletter
 * page, 146.9; the product page +0.8, 149.0).
 */
const MERGE_LIMITS = { first: 8000, later: 16000 };

/** React, React DOM and React Router: one cached chunk, above every other group. */
export const isFramework = (id: string) => /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/.test(id);

export function shellChunk() {
  const shell = new Set<string>();
  const services = new Set<string>();
  const pageServices = new Set<string>();
  const validation = new Set<string>();
  let ruleHelpers = new Set<string>();
  const radixBase = new Set<string>();
  const forms = new Set<string>();
  // The chunk of each storefront first-load module outside the other groups, named by the set of pages that load it.
  const firstLoadChunk = new Map<string, string>();
  // The '<page>-parts' chunk of each page kind's first-load chunk name (`pagePartsName`).
  const pageParts = new Map<string, string>();
  // The root route is the document only; the storefront's frame (header, footer, the customer-data
  // provider) is the pathless layout every shop page sits in (ADR 0028): the shell holds both, as it
  // held the root when the frame was in it. The back office's pages load the shell too (their
  // document is the root's), never the other way round.
  const isRootEntry = (id: string) => /[\\/]app[\\/]root\.tsx$/.test(id) || /[\\/]app[\\/]routes[\\/]shop-layout\.tsx$/.test(id) || /[\\/]entry\.client\.tsx$/.test(id);
  // A page's name from its module (or a `later:` entry of a module's pages): `product-page`, `cart`.
  const pageName = (page: string) => path.basename(page.replace(/^later:/, ''), '.tsx');
  const isRoute = (id: string) => /[\\/]app[\\/]routes[\\/]/.test(id);
  const isAdminRoute = (id: string) => /[\\/]app[\\/]routes[\\/]admin[\\/]/.test(id);
  // The catalogue route's page kinds, which its first load imports before it renders (`loadPage`).
  const isPageKind = (id: string) => /[\\/]app[\\/]components[\\/](product-page|category-page|cms-page|not-found)\.tsx$/.test(id);
  const isRadix = (id: string) => /[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id);
  // The HTTP client and the contract helpers: every call of the services and of the back office's
  // pages goes through them, and they import zod: in the validation chunk, not three of their own.
  const isHttpClient = (id: string) => /[\\/]storefront[\\/]src[\\/]lib[\\/](http|http-error|contract)\.ts$/.test(id);
  // The forms' engine (react-hook-form, its zod resolver, the kit's form field, row and select):
  // loaded with the cart's and checkout's bodies and the storefront's lazy forms.
  const isFormsEntry = (id: string) =>
    /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/.test(id) ||
    /[\\/]ui[\\/]src[\\/](components[\\/]form-field[\\/]form-field|components[\\/]select[\\/]select|forms[\\/]form-row)\.tsx$/.test(id);
  // The root's widgets that every page loads right after hydration too: the customer-group
  // watcher (once the services run), the smart banner's phone check (the banner itself stays
  // apart) and the header's customer links (shown once the customer section is known, never on
  // the server). In the services' chunk they cost no request of their own.
  // The kit's ConfirmDialog trigger (used by the cart rows and the account pages) is not put into
  // the shell any more: there it cost every page 0.3 kB gzip for one request fewer on those pages;
  // with the store views' switcher in the header, the product page came 0.1 kB over its budget
  // (150.1 kB, 2026-11-29); apart it is 149.8 and the account pages take one more file.
  // The form_key reader (0.2 kB): the services send the key with every change, and the product
  // tiles, the product page and the compare page read it in their first load. In a chunk of its
  // own it cost every page a request after hydration (2026-11-29).
  const isFormKeyReader = (id: string) => /[\\/]features[\\/]form-key[\\/]read\.ts$/.test(id);
  // The kit's text input (and its look, which the text area shares): in the shell while the
  // footer's newsletter form held it there. Since that form's code loads after the first load
  // (2026-11-29), apart it was two more files for every page with a form (the wish list: 16 → 18),
  // for 0.35 kB gzip less on the others; kept here, no page has more files than before.
  const isKitTextInput = (id: string) => /[\\/]ui[\\/]src[\\/](components[\\/]input[\\/]input\.tsx|lib[\\/]text-field-look\.ts)$/.test(id);
  // The page titles (the shop's name, `pageTitle`, 0.1 kB gzip): every page's `meta` imports them,
  // the layouts' do not. Apart they were a file of their own in every page's first load (2026-12-01).
  const isPageTitles = (id: string) => /[\\/]app[\\/]lib[\\/]meta\.ts$/.test(id);
  // The kit's same-origin check (0.2 kB): the catalogue pages' forms use it first, and every sign-in,
  // registration and password form after hydration. Apart, it was a file of its own in the catalogue's
  // first loads, or the product actions' chunk (below) loaded with each of those forms (2026-12-01).
  const isSameOriginCheck = (id: string) => /[\\/]ui[\\/]src[\\/]form-post[\\/]same-origin-url\.ts$/.test(id);
  /** What the shell chunk holds: the shell's modules but the client entry, and the few above. */
  const isInShell = (id: string) => (shell.has(id) && !/[\\/]entry\.client\.tsx$/.test(id)) || isFormKeyReader(id) || isKitTextInput(id) || isPageTitles(id) || isSameOriginCheck(id);
  const isServicesEntry = (id: string) => /[\\/]app[\\/]lib[\\/]shop-services\.ts$/.test(id) || /[\\/]app[\\/]components[\\/]group-change-watcher\.tsx$/.test(id);
  const isFeatureApi = (id: string) => /[\\/]src[\\/]features[\\/][\w-]+[\\/]api\.ts$/.test(id);
  // What every page view loads after hydration without the services (ADR 0042): the page-view
  // services (cookie choice, analytics, form_key, the viewed product), with the smart banner's
  // phone check and the header's guest links (a first visitor's show without the engine; a
  // customer's dropdown loads on its own). Apart from the services, which a first visitor's page loads only at their first interaction.
  // The consent banner (a first visitor's) loads right after hydration too (from the frame): in
  // this chunk it costs no request of its own (2026-11-30). The footer's newsletter form does not:
  // it hydrates when the footer comes near the viewport (a deferred widget, 2026-11-30: −0.7 kB
  // gzip by settle on every view that does not reach the footer).
  const isPageServicesEntry = (id: string) =>
    /[\\/]app[\\/]lib[\\/]page-services\.ts$/.test(id) ||
    /[\\/]features[\\/]cookie-consent[\\/]components[\\/]consent-banner\.tsx$/.test(id) ||
    /[\\/]app[\\/]components[\\/]smart-app-banner\.tsx$/.test(id) ||
    /[\\/]features[\\/]customer[\\/]components[\\/]guest-links\.tsx$/.test(id);

  // The kit imports Radix through its barrel (`radix-ui`), which imports every primitive: followed
  // whole, one import of it in the shell (the direction provider, ADR 0038) put every primitive the
  // app uses anywhere into every page's first load (+35 kB gzip, 2026-11-29). From the barrel the
  // shell takes only the primitives its own code uses at first load; the others stay with the
  // pages and overlays that use them.
  const isRadixBarrel = (id: string) => /[\\/]node_modules[\\/]radix-ui[\\/]/.test(id);
  const isKitBarrel = (id: string) => /[\\/]ui[\\/]src[\\/](.+[\\/])?[\w-]+[\\/]index\.ts$/.test(id);
  const isShellPrimitive = (id: string) => /[\\/]node_modules[\\/]@radix-ui[\\/]react-direction[\\/]/.test(id);

  const plugin: Plugin = {
    name: 'shop:shell-chunk',
    apply: 'build',
    // The first-load group leaves each module's dependencies to the chunk of their own set of pages
    // (`includeDependenciesRecursively: false`), which the bundler allows only when it may add
    // exports to an entry (React Router asks for 'exports-only': a route's own exports stay as they are).
    configEnvironment(name, options) {
      if (name !== 'client') return;
      options.build ??= {};
      options.build.rollupOptions = { ...options.build.rollupOptions, preserveEntrySignatures: 'allow-extension' };
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // The Radix primitives a module names from the barrel (`import { Switch as … } from 'radix-ui'`):
      // what the bundler keeps of the barrel for it.
      const primitivesOf = new Map<string, string[]>();
      const namedPrimitives = (id: string) => {
        if (!primitivesOf.has(id)) {
          const code = this.getModuleInfo(id)?.code ?? '';
          const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)].flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!));
          const packages = names.filter(Boolean).map((name) => `react-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`);
          primitivesOf.set(id, ids.filter((module) => packages.some((name) => module.includes(`/@radix-ui/${name}/`) || module.includes(`\\@radix-ui\\${name}\\`))));
        }
        return primitivesOf.get(id)!;
      };
      /**
       * Every module reachable from the starts through static imports. The barrel is followed to
       * the shell's own primitive only; `named`: also to each primitive an importer names from it;
       * `used`: through a barrel of the kit only to what is used of it (`usedImports`).
       */
      const closure = (starts: string[], named = false, used = false) => {
        const seen = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (used && isKitBarrel(id) && exportsOf(id)) continue;
          const imported = used ? usedImports(id) : (this.getModuleInfo(id)?.importedIds ?? []);
          pending.push(...(isRadixBarrel(id) ? imported.filter(isShellPrimitive) : imported));
          if (named && imported.some(isRadixBarrel)) pending.push(...namedPrimitives(id));
        }
        return seen;
      };
      // The modules of each of the kit's barrels (`@shop/ui/<name>`, a folder's index.ts of re-exports
      // only) by the name they are exported under; null for a barrel with code of its own.
      const barrelExports = new Map<string, Map<string, string> | null>();
      const exportsOf = (barrel: string) => {
        if (!barrelExports.has(barrel)) {
          const code = (this.getModuleInfo(barrel)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
          const reExports = [...code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g)];
          const modules = this.getModuleInfo(barrel)?.importedIds ?? [];
          const byName = new Map<string, string>();
          let pure = code.replace(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g, '').trim() === '';
          for (const [, names, specifier] of reExports) {
            const target = path.resolve(path.dirname(barrel), specifier!);
            const module = modules.find((id) => id.replace(/\.(tsx?|m?js)$/, '') === target || id.replace(/[\\/]index\.(tsx?|m?js)$/, '') === target);
            if (!module) pure = false;
            else for (const name of names!.split(',')) if (name.trim() && !/^type\s/.test(name.trim())) byName.set(name.trim().split(/\s+as\s+/).pop()!, module);
          }
          barrelExports.set(barrel, pure ? byName : null);
        }
        return barrelExports.get(barrel)!;
      };
      /**
       * What a module uses of what it imports: every module it imports, except that of a barrel of the
       * kit only the modules exporting the names it imports (the bundler drops the rest for it).
       */
      const usedImports = (id: string) => {
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        const barrels = imported.filter((dep) => isKitBarrel(dep) && exportsOf(dep));
        if (barrels.length === 0) return imported;
        const code = this.getModuleInfo(id)?.code ?? '';
        // The barrel an import names: `@shop/ui/<name>` is `ui/src/<name>/index.ts` or `ui/src/components/<name>/index.ts`.
        const barrelOf = (specifier: string) => {
          const name = specifier.startsWith('@shop/ui/') ? specifier.slice('@shop/ui/'.length) : null;
          const paths = name ? [`/ui/src/${name}/index.ts`, `/ui/src/components/${name}/index.ts`] : specifier.startsWith('.') ? [`${path.resolve(path.dirname(id), specifier).replace(/\\/g, '/')}/index.ts`] : [];
          return barrels.find((dep) => paths.some((end) => dep.replace(/\\/g, '/').endsWith(end)));
        };
        const names = new Map<string, string[] | 'all'>();
        const want = (barrel: string | undefined, wanted: string[] | 'all') => {
          if (!barrel) return;
          const before = names.get(barrel);
          names.set(barrel, before === 'all' || wanted === 'all' ? 'all' : [...(before ?? []), ...wanted]);
        };
        for (const [, list, specifier] of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          want(barrelOf(specifier!), list!.split(',').map((name) => name.trim()).filter((name) => name && !/^type\s/.test(name)).map((name) => name.split(/\s+as\s+/)[0]!));
        }
        // A namespace, a default, or a bare import: all of it.
        for (const [, specifier] of code.matchAll(/(?:import|export)\s*(?:\*\s*as\s+\w+|\*|\w+\s*(?:,\s*\{[^}]*\})?)\s*from\s*["']([^"']+)["']/g)) want(barrelOf(specifier!), 'all');
        for (const [, specifier] of code.matchAll(/import\s*["']([^"']+)["']/g)) want(barrelOf(specifier!), 'all');
        return imported.flatMap((dep) => {
          if (!barrels.includes(dep)) return [dep];
          const byName = exportsOf(dep)!;
          const wanted = names.get(dep) ?? 'all';
          const modules = wanted === 'all' || wanted.some((name) => !byName.has(name)) ? [...byName.values()] : wanted.map((name) => byName.get(name)!);
          return [dep, ...new Set(modules)];
        });
      };
      /** What the starts use, as the bundler keeps it. */
      const usedClosure = (starts: string[]) => closure(starts, true, true);
      shell.clear();
      // The kit's rules and schemas (and zod) are never part of the storefront's first load: the
      // shell reaches them only through the validation entry's re-exports (the search reads one
      // constant, in limits.ts), and a page that validates on load (the back office's forms) would
      // otherwise pull them, and zod, into every storefront page's shell (+27 kB gzip, 2026-11-29).
      // They come with the services, after hydration.
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
      const isKitValidation = (id: string) => /[\\/]ui[\\/]src[\\/]validation[\\/]/.test(id) && !/[\\/]validation[\\/](limits|index)\.ts$/.test(id);
      const notFirstLoad = (id: string) => isZod(id) || isKitValidation(id) || importsOf(id).some(isZod);
      for (const id of closure(ids.filter(isRootEntry))) if (!notFirstLoad(id)) shell.add(id);
      // What any page loads first: the shell and every route module's static imports.
      const initial = closure([...ids.filter(isRootEntry), ...ids.filter(isRoute)]);
      // zod and the kit's rules: one chunk, which the services and the back office's forms load.
      // Left to the 'shared' group they were four files (zod, its coerce module, the rules, the
      // form rules), each a request after hydration on every storefront page (2026-11-29: 47 → 44
      // on the home page by settle). The rule helpers a first load imports without zod (the
      // money formatting's decimal rules) are a group of their own, above this one: a group takes
      // its modules' dependencies, so in it they would pull zod into that first load.
      const isValidationIndex = (id: string) => /[\\/]ui[\\/]src[\\/]validation[\\/]index\.ts$/.test(id);
      const helpersImported = ids
        .filter((id) => !isKitValidation(id) && !isValidationIndex(id))
        .flatMap((id) => importsOf(id).filter((imported) => isKitValidation(imported) && !importsOf(imported).some(isZod)));
      ruleHelpers = closure(helpersImported);
      validation.clear();
      // What no storefront page loads first (a back office page may).
      const storefrontStarts = ids.filter((id) => (isRoute(id) && !isAdminRoute(id)) || isPageKind(id));
      const storefrontFirst = closure([...ids.filter(isRootEntry), ...storefrontStarts], true);
      for (const id of ids) if (isZod(id) || (isKitValidation(id) && !ruleHelpers.has(id)) || (isHttpClient(id) && !storefrontFirst.has(id))) validation.add(id);
      // A group of code the storefront loads after its first load, in one chunk: what the starts
      // reach that no storefront page loads first. A group takes its modules' dependencies, so a
      // module that imports one a storefront page loads first (outside the shell and the framework)
      // stays out: with it, that page would load the whole group first. So does one that imports
      // zod, unless the group's users load it anyway (`withValidation`).
      const taken = new Set<string>();
      const laterGroup = (target: Set<string>, starts: string[], keep: (id: string) => boolean, withValidation = false) => {
        target.clear();
        for (const id of closure(starts, true)) if (keep(id) && !storefrontFirst.has(id) && !validation.has(id) && !ruleHelpers.has(id) && !taken.has(id)) target.add(id);
        const loadedAnyway = (id: string) => target.has(id) || taken.has(id) || radixBase.has(id) || shell.has(id) || isFramework(id) || ruleHelpers.has(id) || (withValidation && validation.has(id));
        // The pages a lazy part loads on: those of the modules importing it, until nothing changes (a lazy part may load another).
      for (let changed = true; changed; ) {
          changed = false;
          for (const id of target) {
            if ([...importsOf(id).filter((dep) => !isRadixBarrel(dep)), ...namedPrimitives(id)].every(loadedAnyway)) continue;
            target.delete(id);
            changed = true;
          }
        }
        for (const id of target) taken.add(id);
      };
      // The Radix primitives under the forms (the kit's form field, select and checkbox: contexts,
      // controlled state, presence), which the cart, the checkout and the account's forms load after
      // hydration: one chunk, not five, holding only what each storefront page that loads one of
      // them first (the account's newsletter page, its checkbox) loads anyway. Without it the forms'
      // group, which takes only modules whose imports are loaded anyway, lost the form field to a
      // chunk of its own (cart 44 → 46 requests by settle, checkout 39 → 42, 2026-11-30).
      radixBase.clear();
      for (const id of closure(ids.filter(isFormsEntry), true)) if (isRadix(id) && !shell.has(id)) radixBase.add(id);
      for (const start of storefrontStarts) {
        const first = closure([start], true);
        if ([...radixBase].some((id) => first.has(id))) for (const id of radixBase) if (!first.has(id)) radixBase.delete(id);
      }
      laterGroup(forms, ids.filter(isFormsEntry), () => true, true);
      // The rest of each storefront page's first load, one chunk per set of pages that load it
      // (`firstLoadName`). The 'shared' group cuts by every entry that uses a module, each lazy part
      // (widget, overlay, body) and each back-office page included: a module a page loads first was
      // split off again by every lazy part that also imports it (category: 18 files of 0.1-1.9 kB
      // besides the shell, 2026-11-30). Modules are followed as the bundler keeps them: through a
      // barrel of the kit only to the modules whose names are imported.
      firstLoadChunk.clear();
      const pagesOf = new Map<string, string[]>();
      // A page by its module (a route's module and its client part, `?__react-router-build-client-route`, are one page).
      const pageOf = (start: string) => start.replace(/\?.*$/, '');
      for (const start of storefrontStarts) {
        for (const id of usedClosure([start])) {
          // A barrel of the kit is left to the bundler, which resolves its re-exports: in a chunk of
          // its own it would load every module it re-exports with that chunk.
          if ((isKitBarrel(id) && exportsOf(id)) || shell.has(id) || isFramework(id) || validation.has(id) || ruleHelpers.has(id) || radixBase.has(id) || forms.has(id)) continue;
          pagesOf.set(id, [...(pagesOf.get(id) ?? []), pageOf(start)]);
        }
      }
      // A page whose lazy parts use a module it does not load first is in the module's set too, as
      // 'later': no chunk holds what one of its pages never uses, and no first load takes what that
      // page only uses later. Grouped by first loads alone, the cart's cross-sell carousel loaded the
      // home page's own code (with the reduced-motion hook) and the category's listing (with the
      // product tile): +17 kB gzip by settle (2026-11-30). Keyed by each lazy part instead of its
      // pages, the category's first load was 27 files again. By 2026-11-30, on a cold phone view:
      // category 34 → 29 requests by settle, search 30 → 24, product 32 → 29, cart 44 → 40, and no
      // page more bytes.
      // The pages each module is loaded on (first or later); 'all' for the frame's, which every page loads.
      const pagesReaching = new Map<string, Set<string>>();
      const reach = (id: string, page: string) => {
        if (!pagesReaching.has(id)) pagesReaching.set(id, new Set());
        pagesReaching.get(id)!.add(page);
      };
      for (const id of usedClosure(ids.filter(isRootEntry))) reach(id, 'all');
      for (const start of storefrontStarts) for (const id of usedClosure([start])) reach(id, pageOf(start));
      // A lazy part: what a module imports dynamically, but not a page (the router's manifest imports each one).
      const lazyStarts = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))].filter((id) => !isRoute(id) && !isPageKind(id));
      const lazyClosures = new Map(lazyStarts.map((start) => [start, usedClosure([start])]));
      const lazyPages = new Map<string, Set<string>>(lazyStarts.map((start) => [start, new Set()]));
      for (let changed = true; changed; ) {
        changed = false;
        for (const [start, pages] of lazyPages) {
          for (const importer of this.getModuleInfo(start)?.dynamicImporters ?? []) {
            for (const page of pagesReaching.get(importer) ?? []) {
              if (pages.has(page)) continue;
              pages.add(page);
              changed = true;
              for (const id of lazyClosures.get(start)!) reach(id, page);
            }
          }
        }
      }
      for (const [start, closureOfStart] of lazyClosures) {
        for (const id of closureOfStart) for (const page of lazyPages.get(start)!) if (!pagesOf.get(id)?.includes(page)) pagesOf.get(id)?.push(`later:${page}`);
      }
      // The catalogue's product actions (the tiles' and the product page's price, add to cart, compare
      // and wish list buttons, picture, swatches), which the category and the product page both load
      // first and no page but the catalogue's: one chunk, 'product-actions', not one per set of pages. Cut by
      // set, they were seven files of 0.2-1.6 kB gzip in both pages' first loads; merged, the compare
      // page takes the rest with it (+2.1 kB gzip on its first load), and a cold phone view makes
      // 3-4 requests fewer by settle on the category, the product page and the search results
      // (2026-12-01, ADR 0046).
      const cataloguePages = ['category-page', 'product-page', 'search-results', 'compare', 'account-wishlist'];
      // Pages whose lazy parts may load the chunk: the home page's and the cart's product carousels.
      const laterCataloguePages = ['home', 'cart'];
      const catalogueShared = (pages: string[]) => {
        const first = pages.filter((page) => !page.startsWith('later:')).map(pageName);
        // A lazy part of another page using one of them keeps it apart: that page would load the
        // whole chunk with it (the sign-in forms did, for the same-origin check, now in the shell).
        // The frame's lazy parts (the mini cart, once opened) and the carousels' may load it.
        const later = pages.filter((page) => page.startsWith('later:') && page !== 'later:all').map(pageName);
        return (
          first.includes('category-page') &&
          first.includes('product-page') &&
          first.every((name) => cataloguePages.includes(name)) &&
          later.every((name) => cataloguePages.includes(name) || laterCataloguePages.includes(name))
        );
      };
      const chunkOfPages = new Map<string, string>();
      for (const [id, pages] of pagesOf) {
        const key = catalogueShared(pages) ? 'product-actions' : [...new Set(pages)].sort().join('\n');
        if (!chunkOfPages.has(key)) chunkOfPages.set(key, key === 'product-actions' ? key : `shared~${chunkOfPages.size}`);
        firstLoadChunk.set(id, chunkOfPages.get(key)!);
      }
      // Small sets merged (chunk-sets.ts). A route's own module stays in its route's chunk (its
      // module may run code when it loads); so does a page kind the router alone imports (the
      // group takes only what a page loads first); what the shell takes is no file of its own.
      const setChunks = [...chunkOfPages].flatMap(([key, name]) => {
        const all = [...firstLoadChunk].filter(([id, chunk]) => chunk === name && !isInShell(id)).map(([id]) => id);
        const modules = all.filter((id) => initial.has(id));
        if (modules.length === 0) return [];
        const pages = key === 'product-actions' ? [...new Set(modules.flatMap((id) => pagesOf.get(id) ?? []))] : key.split('\n');
        return [
          {
            name,
            first: new Set(pages.filter((page) => !page.startsWith('later:'))),
            later: new Set(pages.filter((page) => page.startsWith('later:')).map((page) => page.slice('later:'.length))),
            bytes: modules.reduce((sum, id) => sum + (this.getModuleInfo(id)?.code?.length ?? 0), 0),
            imports: new Set(modules.flatMap((id) => usedImports(id)).flatMap((id) => firstLoadChunk.get(id) ?? [])),
            fixed: name === 'product-actions' || all.some((id) => isRoute(id) || (isPageKind(id) && !initial.has(id))),
          },
        ];
      });
      const into = mergeSmallSets(setChunks, MERGE_LIMITS);
      for (const [id, name] of firstLoadChunk) firstLoadChunk.set(id, into.get(name) ?? name);
      pageParts.clear();
      for (const [id, name] of firstLoadChunk) if (isPageKind(id)) pageParts.set(name, `${pageName(id)}-parts`);
      pageServices.clear();
      for (const id of closure(ids.filter(isPageServicesEntry))) if (!initial.has(id)) pageServices.add(id);
      services.clear();
      for (const id of closure(ids.filter(isServicesEntry))) if (!initial.has(id) && !pageServices.has(id)) services.add(id);
      // A feature's calls (its api.ts: a few hundred bytes, each a file of its own when a lazy part
      // imports it) join them, unless one would have the services import a page's first-load chunk
      // (the checkout's calls use texts the cart's and checkout's first loads hold: joined, My
      // Account's pages loaded one file more). 2026-12-02, cold phone views by settle: cart 33 → 32
      // requests, checkout 36 → 34, success 25 → 23; the account pages +0.3 kB gzip.
      const grouped = (id: string) => isInShell(id) || isFramework(id) || pageServices.has(id) || services.has(id) || [ruleHelpers, validation, radixBase, forms].some((group) => group.has(id));
      for (const api of ids.filter(isFeatureApi)) {
        const added = [...closure([api])].filter((id) => !grouped(id));
        if (!added.some((id) => initial.has(id))) for (const id of added) services.add(id);
      }
    },
  };
  return {
    plugin,
    // The root route's own code too (its route module then only re-exports it): one file fewer
    // per page and 0.8 kB less gzip than a chunk of its own (2026-11-26). The client entry stays the entry.
    test: isInShell,
    servicesTest: (id: string) => services.has(id),
    pageServicesTest: (id: string) => pageServices.has(id),
    firstLoadName: (id: string) => firstLoadChunk.get(id) ?? null,
    // A page kind's own modules that the first-load group leaves out: those only the router's dynamic
    // import of the page reaches (not '$initial'), which a lazy part of the page also imports (the
    // product page's gallery parts and rating, with the full-screen gallery and the review tabs).
    // The bundler made a file of each; one '<page>-parts' chunk holds them (product page: one
    // request fewer by settle, 2026-12-01). Their dependencies keep their own sets' chunks.
    pagePartsName: (id: string) => (isPageKind(id) ? null : (pageParts.get(firstLoadChunk.get(id) ?? '') ?? null)),
    validationTest: (id: string) => validation.has(id),
    ruleHelpersTest: (id: string) => ruleHelpers.has(id),
    radixBaseTest: (id: string) => radixBase.has(id),
    formsTest: (id: string) => forms.has(id),
  };
}
