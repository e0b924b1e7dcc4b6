import type { Plugin } from 'vite';

/**
 * What makes a module of the kit a client module for React Server Components: it calls a hook
 * (`useState`, `useId`, a hook of its own…), creates a context, hands an event handler to an
 * element (`onClick={…}`: a function cannot cross from the server), or imports a library whose
 * parts do any of that (Radix, react-hook-form, react-day-picker, embla, react-colorful).
 */
const CLIENT_SOURCE = [
  /\buse[A-Z]\w*\s*(<[^>]*>)?\(/,
  /\bcreateContext\b/,
  /\bon[A-Z]\w*=\{/,
  /from\s+['"](radix-ui|@radix-ui\/[\w-]+|react-hook-form|@hookform\/resolvers[\w/]*|react-day-picker|react-colorful|embla-carousel[\w-]*)['"]/,
];

/** True when a source module (TypeScript, before any transform) must run in the browser. */
export function isClientSource(code: string): boolean {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return CLIENT_SOURCE.some((pattern) => pattern.test(withoutComments));
}

/**
 * Vite plugin for the library build: every output module made from a client module starts with
 * `'use client'` (the build preserves modules, so that is one directive per source module, and a
 * module that is only functions — the rules, `t()`, the sanitizer — stays usable from a server
 * component). Rolldown drops the directives of the sources it bundles, so the sources carry none;
 * the directive is written here, as each chunk's banner, after the bundler has done its work.
 * docs/decisions/0032-kit-in-every-react-app.md.
 */
export function clientDirective(): Plugin {
  const clientModules = new Set<string>();
  return {
    name: 'shop-ui-client-directive',
    enforce: 'pre',
    transform(code, id) {
      if (/\.[cm]?[jt]sx?$/.test(id) && !id.includes('/node_modules/') && isClientSource(code)) clientModules.add(id);
      return null;
    },
    outputOptions(options) {
      return {
        ...options,
        banner: (chunk) => (chunk.moduleIds.some((id) => clientModules.has(id)) ? "'use client';" : ''),
      };
    },
  };
}
