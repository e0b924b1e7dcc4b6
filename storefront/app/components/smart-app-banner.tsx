import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { documentCookieStore, isStandaloneDisplay, loadSmartBanner, smartBannerVisibility } from '@shop/ui/smart-banner';
import type { PageSettings } from '../../src/lib/page-settings';

// Only phone visitors who have neither closed nor installed the app download the banner's code.
const SmartBanner = lazy(() => loadSmartBanner().then((component) => ({ default: component })));

const noChanges = () => () => {};

/** Set on <html> while the banner shows: the page's fixed corner elements make room for it (app.css). */
const SHOWN_ATTRIBUTE = 'data-smart-banner';

/**
 * The smart app-install banner (SPEC.md §2, §4) for the store's app: shown to iOS, Android and
 * Windows Phone visitors unless closed (15 days), installed (90 days) or already in the app.
 * It is decided in the browser after hydration (public pages are the same for everyone) and
 * sits fixed at the bottom of the screen, so nothing on the page moves when it arrives.
 */
export function SmartAppBanner({ settings }: { settings: NonNullable<PageSettings['smartBanner']> }) {
  const wanted = useSyncExternalStore(
    noChanges,
    () =>
      smartBannerVisibility({
        appId: settings.appId,
        userAgent: navigator.userAgent,
        standalone: isStandaloneDisplay(),
        cookies: documentCookieStore,
        storeUrls: settings.storeUrls,
      }) === 'shown',
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const shown = wanted && !dismissed;
  useEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SmartBanner
        appId={settings.appId}
        title={settings.title}
        author={settings.author || undefined}
        iconSrc={settings.iconSrc}
        storeUrls={settings.storeUrls}
        onClose={() => setDismissed(true)}
        onInstall={() => setDismissed(true)}
        className="fixed inset-x-0 bottom-0 z-sticky h-(--smart-banner-height) border-t border-b-0 shadow-lg"
      />
    </Suspense>
  );
}
