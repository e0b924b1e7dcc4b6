// Zod compiles object parsers with `new Function` when it may, and probes for that by evaluating
// a string: under the shop's script policy (ADR 0012), which never allows eval, the probe is
// refused and reported as a violation. In the browser it parses without compiling. Imported first
// by the root route, before any schema is built (the choice is made when a schema is created).
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` (one object every copy of zod on a page
// shares; zod makes it on first import when it is missing, else takes it), which is what
// `z.config()` writes to. Setting it here, not through `z.config`, keeps zod's code (about 4 kB of
// gzip) out of every page's first load; zod loads with the code that validates
// (`strict-csp.isolated.test.ts` holds zod to reading it).
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

export {};
