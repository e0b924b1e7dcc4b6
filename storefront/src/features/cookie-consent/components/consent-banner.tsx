import { lazy, Suspense, useEffect, useState } from 'react';
import type { CookieConsentService } from '../api';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../settings-event';

// The banner's code loads only for a visitor who has not chosen yet, or who asks to change the choice.
const CookieConsent = lazy(() => import('@shop/ui/cookie-consent').then((module) => ({ default: module.CookieConsent })));

type Shown = { reopened: boolean } | null;

/**
 * The cookie banner, decided in the browser from the consent cookie (the cached page is the same
 * for everyone): shown on a visitor's first page, closed once a choice is made, and reopened on
 * its settings by the footer's "Cookie Settings" button. It overlays the page's bottom: nothing moves.
 */
export function ConsentBanner({ consent }: { consent: CookieConsentService }) {
  const [shown, setShown] = useState<Shown>(() => (consent.choice() ? null : { reopened: false }));

  useEffect(() => {
    const reopen = () => setShown({ reopened: true });
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent
        key={String(shown.reopened)}
        initialChoice={consent.choice() ?? undefined}
        defaultCustomizing={shown.reopened}
        focusOnMount={shown.reopened}
        onChoose={(choice) => {
          consent.choose(choice);
          setShown(null);
        }}
      />
    </Suspense>
  );
}
