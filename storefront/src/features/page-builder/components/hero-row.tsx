import { t } from '@shop/ui/i18n';
import type { ReactNode } from 'react';
import { PageBuilderRow } from '@shop/ui/page-builder-row';
import { useDirection, type TextDirection } from '@shop/ui/direction';
import { useViewPath } from '../../store-views/hooks';

/**
 * A drawn landscape (no third-party image): hills, a sun and a path, as a data URI. The sun stands
 * at the text's end side: mirrored right to left, where the text starts on the right.
 */
const landscape = (direction: TextDirection) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">' +
      '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#112a5c"/><stop offset="1" stop-color="#3d6fd6"/></linearGradient></defs>' +
      `<g${direction === 'rtl' ? ' transform="matrix(-1 0 0 1 1600 0)"' : ''}>` +
      '<rect width="1600" height="900" fill="url(#s)"/><circle cx="1220" cy="260" r="110" fill="#e07b00" opacity=".85"/>' +
      '<path d="M0 620 320 360l220 180 260-300 300 280 180-140 320 240v280H0Z" fill="#173778"/>' +
      '<path d="M0 760 260 560l240 150 300-220 260 200 240-120 300 190v140H0Z" fill="#1d4596"/>' +
      '<path d="M0 900 400 720l300 80 280-120 300 120 320-60v160Z" fill="#112a5c"/></g></svg>',
  );

const HERO_BACKGROUNDS: Readonly<Record<TextDirection, string>> = { ltr: landscape('ltr'), rtl: landscape('rtl') };

/** The drawn landscape for the page's text direction (the kit's direction provider). */
export function useHeroBackground(): string {
  return HERO_BACKGROUNDS[useDirection()];
}

/**
 * The drawn background's darkest colour, behind its image layer: white text keeps its contrast
 * while the image loads (or if it never does), and axe measures text against it, not the page's white.
 * `light` keeps the row on the light tokens in the dark theme too: the drawn image does not turn
 * dark-on-light, so its white text and dark backdrop must not either.
 */
export const HERO_BACKDROP = 'light bg-brand-900';

export interface HeroRowProps {
  /** The row's headline. */
  title: string;
  /** A line under the headline. */
  text: string;
  /** Calls to action (the first categories). */
  actions: readonly { label: string; url: string }[];
  /** Shown above the headline (the page's main heading). */
  children?: ReactNode;
}

/** The home page's first row: a page-builder row with a drawn background, a headline and calls to action. */
export function HeroRow({ title, text, actions, children }: HeroRowProps) {
  const inView = useViewPath();
  const background = useHeroBackground();
  return (
    <PageBuilderRow
      backgroundImage={background}
      aria-label={t('Welcome')}
      className={HERO_BACKDROP}
      contentClassName="flex min-h-[22rem] flex-col justify-center gap-4 px-6 py-12 text-white lg:min-h-[26rem] lg:px-12"
    >
      {children}
      <p className="max-w-2xl text-3xl font-bold lg:text-4xl">{title}</p>
      <p className="max-w-2xl text-lg">{text}</p>
      <p className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <a
            key={action.url}
            href={inView(action.url)}
            className="inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {action.label}
          </a>
        ))}
      </p>
    </PageBuilderRow>
  );
}
