import type { PageSettings } from '../../lib/page-settings';
import { pathInView, type StoreView } from './model';

/** The page settings' addresses of pages (not of calls: those are one path for every view). */
const PAGE_URLS = ['checkoutUrl', 'cartUrl', 'wishlistUrl', 'registerUrl', 'forgotPasswordUrl', 'customerLoginUrl'] as const;

/** The page settings as a view's pages embed them: its code, and its page addresses under its prefix. */
export function settingsInView(settings: PageSettings, view: StoreView): PageSettings {
  if (!view.prefix) return settings;
  const inView: Partial<Record<(typeof PAGE_URLS)[number], string>> = {};
  for (const name of PAGE_URLS) inView[name] = pathInView(view, settings[name]);
  // Sign out is a call, at one address for every view: it is told the view, whose home page follows.
  // Its prices are in its currency (ADR 0040): the product data its widgets ask for, its analytics.
  return { ...settings, ...inView, logoutUrl: `${settings.logoutUrl}?store=${view.code}`, storeCode: view.code, currencyCode: view.currency };
}
