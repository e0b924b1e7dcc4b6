import { setDictionary, type Dictionary } from '@shop/ui/i18n';
import { logger } from '@shop/ui/logger';
import { featureCatalogues, mergeCatalogues } from './catalogues';
import type { StoreView } from './model';

/**
 * The browser's catalogues of each locale, loaded when a page of a view in that language starts
 * (ADR 0039): files of their own, cached by the browser like any script (their names carry their
 * content's hash), so a page's HTML carries none of its catalogue and a French page loads no
 * Arabic. The kit's first, then every feature folder's, merged as the server merges them.
 */
const loaders: Readonly<Record<string, { kit: () => Promise<{ default: Dictionary }>; shop: Record<string, () => Promise<Dictionary>> }>> = {
  'fr-FR': { kit: () => import('@shop/ui/i18n/fr-FR'), shop: import.meta.glob<Dictionary>('../*/messages/fr-FR.ts', { import: 'default' }) },
  'ar-AE': { kit: () => import('@shop/ui/i18n/ar-AE'), shop: import.meta.glob<Dictionary>('../*/messages/ar-AE.ts', { import: 'default' }) },
};

/**
 * Loads the catalogues of a view's language and makes them `t()`'s dictionary; call it before the
 * page hydrates, so the browser's first render says what the server's did. The default view's
 * texts are the source strings: nothing to load.
 */
export async function loadViewLanguage(view: StoreView): Promise<void> {
  const locale = loaders[view.locale];
  if (!locale) return;
  let kit: { default: Dictionary };
  let shop: Dictionary[];
  try {
    [kit, ...shop] = await Promise.all([locale.kit(), ...Object.values(locale.shop).map((load) => load())]);
  } catch (error) {
    // The page stays in English, working.
    logger.error('The store view’s messages could not be loaded', error);
    return;
  }
  const files = Object.keys(locale.shop);
  const loaded = Object.fromEntries(shop.map((messages, index) => [files[index]!, messages]));
  setDictionary(mergeCatalogues([{ file: `@shop/ui/i18n/${view.locale}`, messages: kit.default }, ...featureCatalogues(loaded)]).messages);
}
