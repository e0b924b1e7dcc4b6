import type { PageSettings } from '../../lib/page-settings';
import { pathInView, type StoreView } from './model';

/** The page settings' addresses of pages (not of calls: those are one path for every view). */
const PAGE_URLS = ['checkoutUrl', 'cartUrl', 'wishlistUrl', 'registerUrl', 'forgotPasswordUrl', 'customerLoginUrl', 'logoutUrl'] as const;

/** The page settings as a view's pages embed them: its code, and its page addresses under its prefix. */
export function settingsInView(settings: PageSettings, view: StoreView): PageSettings {
  if (!view.prefix) return settings;
  const inView: Partial<Record<(typeof PAGE_URLS)[number], string>> = {};
  for (const name of PAGE_URLS) inView[name] = pathInView(view, settings[name]);
  return { ...settings, ...inView, storeCode: view.code };
}
