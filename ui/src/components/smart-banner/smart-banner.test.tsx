import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieStore, documentCookieStore } from './banner-cookies';
import { SmartBanner, type SmartBannerProps } from './smart-banner';
import { SMART_BANNER_CLOSE_DAYS, SMART_BANNER_INSTALL_DAYS, detectSmartBannerPlatform, smartBannerCookieNames } from './smart-banner-rules';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 930) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const baseProps: SmartBannerProps = {
  appId: 'shop',
  title: 'Shop app',
  author: 'Shop Inc.',
  storeUrls: { ios: '#app-store', android: '#google-play', windows: '#windows-store' },
  standalone: false,
};

function clearCookies() {
  for (const name of Object.values(smartBannerCookieNames('shop'))) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('detectSmartBannerPlatform', () => {
  it('recognises iOS, Android and Windows Phone, and nothing else', () => {
    expect(detectSmartBannerPlatform(UA.iphone)).toBe('ios');
    expect(detectSmartBannerPlatform(UA.android)).toBe('android');
    expect(detectSmartBannerPlatform(UA.windowsPhone)).toBe('windows');
    expect(detectSmartBannerPlatform(UA.desktop)).toBeNull();
  });
});

describe('SmartBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it.each([
    ['iOS', UA.iphone, 'On the App Store'],
    ['Android', UA.android, 'In Google Play'],
    ['Windows Phone', UA.windowsPhone, 'In the Windows Store'],
  ])('shows on %s', (_name, userAgent, store) => {
    render(<SmartBanner {...baseProps} userAgent={userAgent} />);
    const banner = screen.getByRole('complementary', { name: 'Get the app' });
    expect(banner).toHaveTextContent('Shop app');
    expect(banner).toHaveTextContent(store);
  });

  it('does not show on a desktop browser, nor when the app runs standalone', () => {
    const { unmount } = render(<SmartBanner {...baseProps} userAgent={UA.desktop} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    render(<SmartBanner {...baseProps} userAgent={UA.iphone} standalone />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('detects display-mode standalone when not told', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<SmartBanner {...baseProps} standalone={undefined} userAgent={UA.android} />);
      expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Close hides it for 15 days through the {appId}-smartbanner-closed cookie', () => {
    expect(SMART_BANNER_CLOSE_DAYS).toBe(15);
    const onClose = vi.fn();
    const { unmount } = render(<SmartBanner {...baseProps} userAgent={UA.iphone} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(documentCookieStore.get('shop-smartbanner-closed')).toBe('true');
    unmount();

    vi.setSystemTime(Date.now() + 15 * DAY - MINUTE);
    const later = render(<SmartBanner {...baseProps} userAgent={UA.iphone} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    later.unmount();

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    render(<SmartBanner {...baseProps} userAgent={UA.iphone} />);
    expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('Install hides it for 90 days through the {appId}-smartbanner-installed cookie', () => {
    expect(SMART_BANNER_INSTALL_DAYS).toBe(90);
    const onInstall = vi.fn();
    const { unmount } = render(<SmartBanner {...baseProps} userAgent={UA.android} onInstall={onInstall} />);
    const install = screen.getByRole('link', { name: 'View' });
    expect(install).toHaveAttribute('href', '#google-play');
    fireEvent.click(install);
    expect(onInstall).toHaveBeenCalledTimes(1);
    expect(documentCookieStore.get('shop-smartbanner-installed')).toBe('true');
    expect(documentCookieStore.get('shop-smartbanner-closed')).toBeUndefined();
    unmount();

    vi.setSystemTime(Date.now() + 90 * DAY - MINUTE);
    const later = render(<SmartBanner {...baseProps} userAgent={UA.android} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    later.unmount();

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    render(<SmartBanner {...baseProps} userAgent={UA.android} />);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('keeps separate apps apart and honours an injected cookie store and clock', () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const cookies = createMemoryCookieStore(() => now);
    const props = { ...baseProps, userAgent: UA.iphone, cookies, now: () => now };
    const first = render(<SmartBanner {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();
    expect(cookies.get('shop-smartbanner-closed')).toBe('true');
    expect(documentCookieStore.get('shop-smartbanner-closed')).toBeUndefined();

    const other = render(<SmartBanner {...props} appId="other" />);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    other.unmount();

    now = new Date(now.getTime() + 15 * DAY + MINUTE);
    render(<SmartBanner {...props} />);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });
});
