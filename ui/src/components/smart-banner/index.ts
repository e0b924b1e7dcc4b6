// The entry holds the banner's rules and cookie stores; the view comes through `loadSmartBanner`,
// so a page that imports the rules to decide whether to show the banner does not carry the view
// (a desktop visitor never downloads it).
export {
  SMART_BANNER_CLOSE_DAYS,
  SMART_BANNER_INSTALL_DAYS,
  detectSmartBannerPlatform,
  isStandaloneDisplay,
  smartBannerCookieNames,
  smartBannerVisibility,
  type SmartBannerPlatform,
  type SmartBannerVisibility,
} from './smart-banner-rules';
export { createMemoryCookieStore, documentCookieStore, type BannerCookieStore } from './banner-cookies';
export type { SmartBannerProps } from './smart-banner';

/** Loads the `SmartBanner` component on demand (e.g. with `React.lazy`). */
export function loadSmartBanner() {
  return import('./smart-banner').then((module) => module.SmartBanner);
}
