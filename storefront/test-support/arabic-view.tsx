import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { setDictionary, type Dictionary } from '@shop/ui/i18n';
import { mergeCatalogues } from '../src/features/store-views/catalogues';
import arabic from '../src/features/store-views/locales/ar-AE';

/** The Arabic view's messages, merged as a page in the Arabic view merges them (ADR 0039). */
const arabicMessages: Dictionary = mergeCatalogues(arabic).messages;

/**
 * Runs `work` (a story's loader: a mail rendered before the story's decorators run) with the
 * Arabic catalogue, as the server writes a mail in its view's language; back to English after it.
 */
export async function withArabicCatalogue<T>(work: () => Promise<T>): Promise<T> {
  setDictionary(arabicMessages);
  try {
    return await work();
  } finally {
    setDictionary({});
  }
}

/** Renders the story with the Arabic catalogue and `lang="ar-AE"`; back to English after it. */
function ArabicView({ children }: { children: ReactNode }) {
  // Before anything below renders, as the root layout does with the page's catalogue.
  setDictionary(arabicMessages);
  useLayoutEffect(() => {
    const html = document.documentElement;
    const lang = html.lang;
    html.lang = 'ar-AE';
    return () => {
      html.lang = lang;
      setDictionary({});
    };
  }, []);
  return children;
}

const withArabic: Decorator = (Story) => (
  <ArabicView>
    <Story />
  </ArabicView>
);

/**
 * What makes a story the Arabic view's (issue 31): right to left (the toolbar's direction, so its
 * baselines are right to left) and the Arabic catalogue. Spread into the story: `{ ...inArabic, play }`.
 * A play finds its controls with `t('English source')`, which reads the same catalogue.
 */
export const inArabic = { globals: { dir: 'rtl' }, decorators: [withArabic] };
