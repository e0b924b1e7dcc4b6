import type { Plugin } from 'vite';

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
  // The root route is the document only; the storefront's frame (header, footer, the customer-data
  // provider) is the pathless layout every shop page sits in (ADR 0028): the shell holds both, as it
  // held the root when the frame was in it. The back office's pages load the shell too (their
  // document is the root's), never the other way round.
  const isRootEntry = (id: string) => /[\\/]app[\\/]root\.tsx$/.test(id) || /[\\/]app[\\/]routes[\\/]shop-layout\.tsx$/.test(id) || /[\\/]entry\.client\.tsx$/.test(id);
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
  const isServicesEntry = (id: string) => /[\\/]app[\\/]lib[\\/]shop-services\.ts$/.test(id) || /[\\/]app[\\/]components[\\/]group-change-watcher\.tsx$/.test(id);
  // What every page view loads after hydration without the services (ADR 0042): the page-view
  // services (cookie choice, analytics, form_key, the viewed product), with the smart banner's
  // phone check and the header's customer links (a first visitor's guest links show without the
  // engine). Apart from the services, which a first visitor's page loads only at their first interaction.
  // The footer's newsletter form and the consent banner (a first visitor's) load right after
  // hydration too (lazily, from the frame): in this chunk they cost no request of their own (2026-11-30).
  const isPageServicesEntry = (id: string) =>
    /[\\/]app[\\/]lib[\\/]page-services\.ts$/.test(id) ||
    /[\\/]features[\\/]newsletter[\\/]components[\\/]newsletter-form\.tsx$/.test(id) ||
    /[\\/]features[\\/]cookie-consent[\\/]components[\\/]consent-banner\.tsx$/.test(id) ||
    /[\\/]app[\\/]components[\\/]smart-app-banner\.tsx$/.test(id) ||
    /[\\/]features[\\/]customer[\\/]components[\\/]customer-menu-links\.tsx$/.test(id);

  // The kit imports Radix through its barrel (`radix-ui`), which imports every primitive: followed
  // whole, one import of it in the shell (the direction provider, ADR 0038) put every primitive the
  // app uses anywhere into every page's first load (+35 kB gzip, 2026-11-29). From the barrel the
  // shell takes only the primitives its own code uses at first load; the others stay with the
  // pages and overlays that use them.
  const isRadixBarrel = (id: string) => /[\\/]node_modules[\\/]radix-ui[\\/]/.test(id);
  const isShellPrimitive = (id: string) => /[\\/]node_modules[\\/]@radix-ui[\\/]react-direction[\\/]/.test(id);

  const plugin: Plugin = {
    name: 'shop:shell-chunk',
    apply: 'build',
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
       * the shell's own primitive only; `named`: also to each primitive an importer names from it.
       */
      const closure = (starts: string[], named = false) => {
        const seen = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          pending.push(...(isRadixBarrel(id) ? imported.filter(isShellPrimitive) : imported));
          if (named && imported.some(isRadixBarrel)) pending.push(...namedPrimitives(id));
        }
        return seen;
      };
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
      pageServices.clear();
      for (const id of closure(ids.filter(isPageServicesEntry))) if (!initial.has(id)) pageServices.add(id);
      services.clear();
      for (const id of closure(ids.filter(isServicesEntry))) if (!initial.has(id) && !pageServices.has(id)) services.add(id);
    },
  };
  return {
    plugin,
    // The root route's own code too (its route module then only re-exports it): one file fewer
    // per page and 0.8 kB less gzip than a chunk of its own (2026-11-26). The client entry stays the entry.
    test: (id: string) => (shell.has(id) && !/[\\/]entry\.client\.tsx$/.test(id)) || isFormKeyReader(id) || isKitTextInput(id),
    servicesTest: (id: string) => services.has(id),
    pageServicesTest: (id: string) => pageServices.has(id),
    validationTest: (id: string) => validation.has(id),
    ruleHelpersTest: (id: string) => ruleHelpers.has(id),
    radixBaseTest: (id: string) => radixBase.has(id),
    formsTest: (id: string) => forms.has(id),
  };
}
