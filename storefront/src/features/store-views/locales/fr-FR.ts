import type { Dictionary } from '@shop/ui/i18n';
import kit from '@shop/ui/i18n/fr-FR';
import { featureCatalogues, type Catalogue } from '../catalogues';

/**
 * Every French catalogue (ADR 0039): the kit's first, then each feature folder's. One module, so
 * the browser loads the language as one file (a chunk of its own), and the server reads the same list.
 */
const catalogues: readonly Catalogue[] = [
  { file: '@shop/ui/i18n/fr-FR', messages: kit },
  ...featureCatalogues(import.meta.glob<Dictionary>('../../*/messages/fr-FR.ts', { eager: true, import: 'default' })),
];

export default catalogues;
