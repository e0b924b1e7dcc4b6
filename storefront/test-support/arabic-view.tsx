import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { setDictionary, type Dictionary } from '@shop/ui/i18n';

/**
 * The Arabic view's messages, merged as the server's collector merges them for a page
 * (`store-views/catalogues.server.ts`, ADR 0038): every feature's `messages/ar-AE.ts`, and the
 * kit's own catalogue once it has one. What no catalogue translates shows its English source, as
 * on the shop's pages, so the stories hold before and after a text is translated.
 */
const arabicMessages: Dictionary = Object.assign(
  {},
  ...Object.values(import.meta.glob<Dictionary>(['../src/features/*/messages/ar-AE.ts', '../../ui/src/i18n/locales/ar-AE.ts'], { eager: true, import: 'default' })),
);

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
