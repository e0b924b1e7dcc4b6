import type { SmartBannerProps } from '../src/components/smart-banner/smart-banner';

/** A browser on each platform the smart banner knows, and one it does not show on. */
export const USER_AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 930) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

/** The shop's app in every store, outside the installed app (`standalone: false`). */
export const SHOP_APP_BANNER: SmartBannerProps = {
  appId: 'shop',
  title: 'Shop app',
  author: 'Shop Inc.',
  storeUrls: { ios: '#app-store', android: '#google-play', windows: '#windows-store' },
  standalone: false,
};

/** The fixed "now" the banner's stories and tests start from. */
export const BANNER_NOW = new Date('2026-03-01T12:00:00Z');

/** Each phone platform: its browser, the store the banner names, and the shop app's page there. */
export const BANNER_PLATFORMS = [
  { name: 'iOS', userAgent: USER_AGENTS.iphone, store: 'On the App Store', storeUrl: '#app-store' },
  { name: 'Android', userAgent: USER_AGENTS.android, store: 'In Google Play', storeUrl: '#google-play' },
  { name: 'Windows Phone', userAgent: USER_AGENTS.windowsPhone, store: 'In the Windows Store', storeUrl: '#windows-store' },
] as const;
