import { use, useLayoutEffect, useState } from 'react';
import { CookieConsent } from '@shop/ui/cookie-consent';
import { useShopRuntime } from '../../../../app/lib/shop-runtime';
import { BANNER_SHOWN_ATTRIBUTE } from '../first-paint';

type Shown = { reopened: boolean } | null;

/**
 * The cookie banner (the slot's widget, `consent-slot.tsx`). The server writes its first view into
 * every page; in the browser it decides from the consent cookie: shown until a choice is made,
 * then gone, and reopened on its settings, with focus, each time `reopened` grows (the footer's
 * "Cookie Settings"). It overlays the page's bottom: nothing moves.
 */
export function ConsentBanner({ reopened }: { reopened: number }) {
  const runtime = useShopRuntime();
  // The visitor's choice is the browser's alone: the server writes the first view for everyone.
  const consent = import.meta.env.SSR ? null : use(runtime.pageServices()).cookieConsent;
  const [shown, setShown] = useState<Shown>(() => (reopened > 0 ? { reopened: true } : consent?.choice() ? null : { reopened: false }));
  const [seen, setSeen] = useState(reopened);
  if (seen !== reopened) {
    setSeen(reopened);
    setShown({ reopened: true });
  }

  // The slot is shown while the banner is (the page's script showed it for a first visitor only).
  useLayoutEffect(() => {
    if (shown) document.documentElement.setAttribute(BANNER_SHOWN_ATTRIBUTE, '');
  }, [shown]);

  if (!shown) return null;
  return (
    <CookieConsent
      key={String(shown.reopened)}
      initialChoice={consent?.choice() ?? undefined}
      defaultCustomizing={shown.reopened}
      focusOnMount={shown.reopened}
      onChoose={(choice) => {
        consent?.choose(choice);
        setShown(null);
      }}
    />
  );
}
