import { useEffect, useState } from 'react';
import { deferredWidget } from '../../../../app/lib/deferred-widget';
import { ShopRuntimeContext } from '../../../../app/lib/shop-runtime';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../settings-event';

/**
 * The banner's slot: hidden, shown under the document's `data-cookie-banner` attribute
 * (`BANNER_SHOWN_ATTRIBUTE`, which Tailwind must read written out here).
 */
export const CONSENT_SLOT_CLASS = 'hidden [[data-cookie-banner]_&]:block';

// The banner the server writes into every page, hydrated once its slot is shown (a visitor who
// chose never runs it) and near the viewport: at once, as it overlays the page's bottom.
const Banner = deferredWidget(() => import('./consent-banner').then((module) => module.ConsentBanner), {
  className: CONSENT_SLOT_CLASS,
  contexts: [ShopRuntimeContext],
});

/**
 * The cookie banner in every page's first paint (ADR 0030). Cached pages are the same for everyone,
 * so the server writes the banner's first view into each, in a hidden slot, and the page's own
 * script in the head (`SHOW_BANNER_SCRIPT`, in the shop layout's `handle`) shows the slot when the
 * visitor's cookie holds no choice, before the body is parsed:
 * a first visitor sees the banner with the page (it was drawn after hydration, and was the largest
 * text painted late: Lighthouse's LCP element on four page kinds, 2026-11-30), a returning one
 * never. A press on its buttons before its code came is pressed again once it has (`deferredWidget`).
 * The footer's "Cookie Settings" button reopens it on the choices.
 */
export function ConsentSlot() {
  const [reopened, setReopened] = useState(0);
  useEffect(() => {
    const reopen = () => setReopened((count) => count + 1);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);
  return <Banner reopened={reopened} />;
}
