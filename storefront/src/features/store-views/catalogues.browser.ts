import { setDictionary } from '@shop/ui/i18n';
import { logger } from '@shop/ui/logger';
import { mergeCatalogues, type Catalogue } from './catalogues';
import type { StoreView } from './model';

/**
 * The browser's catalogues of each locale, loaded when a page of a view in that language starts
 * (ADR 0039): one file per language (`locales/<locale>.ts`, a chunk of its own), cached by the
 * browser like any script (its name carries its content's hash), so a page's HTML carries none of
 * its catalogue and a French page loads no Arabic.
 */
const loaders: Readonly<Record<string, () => Promise<{ default: readonly Catalogue[] }>>> = {
  'fr-FR': () => import('./locales/fr-FR'),
  'ar-AE': () => import('./locales/ar-AE'),
};

/**
 * Loads the catalogues of a view's language and makes them `t()`'s dictionary; call it before the
 * page hydrates, so the browser's first render says what the server's did. The default view's
 * texts are the source strings: nothing to load.
 */
export async function loadViewLanguage(view: StoreView): Promise<void> {
  const load = loaders[view.locale];
  if (!load) return;
  let catalogues: readonly Catalogue[];
  try {
    catalogues = (await load()).default;
  } catch (error) {
    // The page stays in English, working.
    logger.error('The store view’s messages could not be loaded', error);
    return;
  }
  setDictionary(mergeCatalogues(catalogues).messages);
}
