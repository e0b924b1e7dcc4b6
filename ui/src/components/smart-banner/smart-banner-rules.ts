import type { BannerCookieStore } from './banner-cookies';

// The banner's rules without its view: a page imports only these to decide whether to load the
// banner at all (a desktop visitor never downloads the component).

/** Days the banner stays hidden after Close (SPEC.md §4, §9). */
export const SMART_BANNER_CLOSE_DAYS = 15;
/** Days the banner stays hidden after Install (SPEC.md §4, §9). */
export const SMART_BANNER_INSTALL_DAYS = 90;

/** One day in milliseconds (the banner's cookie expiry unit). */
export const DAY_MS = 24 * 60 * 60 * 1000;

export type SmartBannerPlatform = 'ios' | 'android' | 'windows';

/** The cookies that hide the banner: `{appId}-smartbanner-closed` and `{appId}-smartbanner-installed`. */
export function smartBannerCookieNames(appId: string): { closed: string; installed: string } {
  return { closed: `${appId}-smartbanner-closed`, installed: `${appId}-smartbanner-installed` };
}

/** The phone platform of a user agent, or null for any other device. */
export function detectSmartBannerPlatform(userAgent: string): SmartBannerPlatform | null {
  // Windows Phone user agents also name Android and iPhone, so they are checked first.
  if (/Windows Phone|IEMobile|WPDesktop/i.test(userAgent)) return 'windows';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** Whether the page runs as an installed app (display-mode standalone, or iOS `navigator.standalone`). */
export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** Why the banner is or is not shown. */
export type SmartBannerVisibility = 'shown' | 'unsupported-device' | 'closed' | 'installed' | 'standalone';

/** Decides whether the banner shows (SPEC.md §4): a phone platform, not closed, not installed, not standalone. */
export function smartBannerVisibility(options: {
  appId: string;
  userAgent: string;
  standalone: boolean;
  cookies: BannerCookieStore;
  storeUrls: Partial<Record<SmartBannerPlatform, string>>;
}): SmartBannerVisibility {
  const platform = detectSmartBannerPlatform(options.userAgent);
  if (!platform || !options.storeUrls[platform]) return 'unsupported-device';
  if (options.standalone) return 'standalone';
  const names = smartBannerCookieNames(options.appId);
  if (options.cookies.get(names.installed) !== undefined) return 'installed';
  if (options.cookies.get(names.closed) !== undefined) return 'closed';
  return 'shown';
}
