import { AsyncLocalStorage } from 'node:async_hooks';
import { setDictionarySource, type Dictionary } from '@shop/ui/i18n';
import { defaultView, type StoreView, type StoreViewCode } from './model';
import { setPageLocaleSource } from '../../lib/page-locale';

/**
 * Each view's message catalogue. The default view's is empty: its texts are the English source
 * strings (SPEC.md §9). The server holds them all; a page ships only its own view's (the root
 * loader's answer), so a French page never carries the Arabic messages.
 */
const catalogues: Readonly<Record<StoreViewCode, Dictionary>> = {
  default: {},
  fr: merged(import.meta.glob<Dictionary>('../*/messages/fr-FR.ts', { eager: true, import: 'default' })),
  ar: merged(import.meta.glob<Dictionary>('../*/messages/ar-AE.ts', { eager: true, import: 'default' })),
};

/** One locale's catalogue: every feature folder's `messages/<locale>.ts` (the folder that owns the text), merged. */
function merged(files: Record<string, Dictionary>): Dictionary {
  return Object.assign({}, ...Object.values(files)) as Dictionary;
}

/** The catalogue of a view's locale. */
export function messagesOf(view: StoreView): Dictionary {
  return catalogues[view.code];
}

/** The view of the request being rendered: `t()` on the server reads its catalogue from here. */
const rendering = new AsyncLocalStorage<StoreView>();
setDictionarySource(() => messagesOf(rendering.getStore() ?? defaultView));
// What a service formats on the server in the page's language (a country's name in an address).
setPageLocaleSource(() => (rendering.getStore() ?? defaultView).locale);

/** Runs a page request's work (loaders, rendering, the streaming that follows) in a view's language. */
export function inViewLanguage<T>(view: StoreView, work: () => T): T {
  return rendering.run(view, work);
}
