export {
  SmartBanner,
  SMART_BANNER_CLOSE_DAYS,
  SMART_BANNER_INSTALL_DAYS,
  detectSmartBannerPlatform,
  isStandaloneDisplay,
  smartBannerCookieNames,
  smartBannerVisibility,
  type SmartBannerPlatform,
  type SmartBannerProps,
  type SmartBannerVisibility,
} from './smart-banner';
export { createMemoryCookieStore, documentCookieStore, type BannerCookieStore } from './banner-cookies';
