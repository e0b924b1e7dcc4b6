import type { Dictionary } from '@shop/ui/i18n';

/**
 * The message catalogues (ADR 0039): each feature folder owns the translations of its own texts
 * (`src/features/<name>/messages/<locale>.ts`), the kit those of its components and validation
 * messages (`@shop/ui/i18n/<locale>`). The server gathers them at start
 * (`catalogues.server.ts`), the browser when a page in a view starts (`catalogues.browser.ts`),
 * both merged here.
 */

/** Where a catalogue comes from (a feature folder's file, or the kit's entry) and what it says. */
export interface Catalogue {
  file: string;
  messages: Dictionary;
}

/** Two catalogues translating one source string differently: the check reports it (file and key). */
export interface CatalogueConflict {
  key: string;
  files: [string, string];
}

/**
 * A feature's catalogue, named by its repository path. The glob is `locales/<locale>.ts`'s
 * (`../../<feature>/messages/…`, which Vite writes `../messages/…` for this folder's own).
 */
export const featureCatalogues = (modules: Record<string, Dictionary>): Catalogue[] =>
  Object.entries(modules).map(([path, messages]) => ({
    file: `storefront/src/features/${path.startsWith('../../') ? path.slice(6) : `store-views/${path.slice(3)}`}`,
    messages,
  }));

/**
 * One dictionary from several catalogues. A source string two catalogues translate alike is one
 * entry; translated differently, it is a conflict (the first catalogue's translation is kept).
 */
export function mergeCatalogues(catalogues: readonly Catalogue[]): { messages: Dictionary; conflicts: CatalogueConflict[] } {
  const messages: Record<string, string> = {};
  const owner = new Map<string, string>();
  const conflicts: CatalogueConflict[] = [];
  for (const { file, messages: entries } of catalogues) {
    for (const [key, text] of Object.entries(entries)) {
      const first = owner.get(key);
      if (first === undefined) {
        owner.set(key, file);
        messages[key] = text;
      } else if (messages[key] !== text) {
        conflicts.push({ key, files: [first, file] });
      }
    }
  }
  return { messages, conflicts };
}

