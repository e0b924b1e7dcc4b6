import { AsyncLocalStorage } from 'node:async_hooks';
import { setDictionarySource, type Dictionary } from '@shop/ui/i18n';
import type { MiddlewareHandler } from 'hono';
import { mergeCatalogues, type Catalogue } from './catalogues';
import french from './locales/fr-FR';
import arabic from './locales/ar-AE';
import { defaultView, STORE_VIEW_HEADER, viewByCode, type StoreView, type StoreViewCode } from './model';
import { setPageLocaleSource } from '../../lib/page-locale';
import { setViewLanguageRunner } from '../../lib/view-language';

/**
 * The message catalogues (ADR 0039): each feature folder owns the translations of its own texts
 * (`src/features/<name>/messages/<locale>.ts`), the kit those of its components and validation
 * messages (`@shop/ui/i18n/<locale>`). Gathered here into one dictionary per view. The default
 * view's is empty: its texts are the English source strings (SPEC.md §9).
 */
/** Each locale's catalogues: the kit's first, then every feature folder's (`locales/<locale>.ts`). */
export const cataloguesByLocale: Readonly<Record<'fr-FR' | 'ar-AE', readonly Catalogue[]>> = { 'fr-FR': french, 'ar-AE': arabic };

/** Each view's dictionary, made once at start. */
const catalogues: Readonly<Record<StoreViewCode, Dictionary>> = {
  default: {},
  fr: mergeCatalogues(cataloguesByLocale['fr-FR']).messages,
  ar: mergeCatalogues(cataloguesByLocale['ar-AE']).messages,
};

/** The catalogue of a view's locale. */
export function messagesOf(view: StoreView): Dictionary {
  return catalogues[view.code];
}

/** The view of the request being answered: `t()` on the server reads its catalogue from here. */
const rendering = new AsyncLocalStorage<StoreView>();
setDictionarySource(() => messagesOf(rendering.getStore() ?? defaultView));
// What a service formats on the server in the page's language (a country's name in an address).
setPageLocaleSource(() => (rendering.getStore() ?? defaultView).locale);

/**
 * Runs a request's work in a view's language: a page's (loaders, rendering, the streaming that
 * follows) and a call's (its handler, its validation messages).
 */
export function inViewLanguage<T>(view: StoreView, work: () => T): T {
  return rendering.run(view, work);
}
// What is written in a view other than the request's (a mail in its order's view): `inLanguageOf`.
setViewLanguageRunner(inViewLanguage);

/** Whether the request being answered was told its view by {@link STORE_VIEW_HEADER}. */
const toldByHeader = new AsyncLocalStorage<true>();

/**
 * Every call from a page carries the page's view in {@link STORE_VIEW_HEADER}: the call answers
 * in its language (its handler's `t()`, its validation messages). A code no view has is a 400,
 * answered in English. Without the header, the request is answered in the default view's
 * language, unless its call names a view in its `store` field ({@link inNamedViewLanguage}).
 */
export function viewLanguageMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const code = c.req.header(STORE_VIEW_HEADER);
    if (code === undefined) return next();
    const view = viewByCode(code);
    if (!view) return c.json({ message: `Unknown store view: ${JSON.stringify(code.slice(0, 32))}. Use one of ${storeViewCodes}.` }, 400);
    await toldByHeader.run(true, () => inViewLanguage(view, next));
  };
}

const storeViewCodes = Object.keys(catalogues).join(', ');

/**
 * A call's validation and handler, in the language of the view its input names in `store` (a form
 * posted without JavaScript sends `storeField`; a mail's link `?store=`), when the request did not
 * carry {@link STORE_VIEW_HEADER}. A `store` no view has changes nothing here: the call's schema
 * refuses it.
 */
export function inNamedViewLanguage<T>(input: unknown, work: () => T): T {
  const named = typeof input === 'object' && input !== null && 'store' in input ? viewByCode(input.store) : undefined;
  return named && !toldByHeader.getStore() ? inViewLanguage(named, work) : work();
}
