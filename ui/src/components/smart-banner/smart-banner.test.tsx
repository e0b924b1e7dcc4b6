import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_NOW, BANNER_PLATFORMS, SHOP_APP_BANNER, USER_AGENTS } from '../../../test-support/smart-banner-props';
import { createMemoryCookieStore, documentCookieStore } from './banner-cookies';
import { SmartBanner, type SmartBannerProps } from './smart-banner';
import { SMART_BANNER_CLOSE_DAYS, SMART_BANNER_INSTALL_DAYS, detectSmartBannerPlatform, smartBannerCookieNames } from './smart-banner-rules';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The banner for a browser, with the shop's app. */
const renderBanner = (userAgent: string, props: Partial<SmartBannerProps> = {}) =>
  render(<SmartBanner {...SHOP_APP_BANNER} userAgent={userAgent} {...props} />);

/**
 * After a press that hid the banner for `days`: a page loaded a minute before they are over
 * still has none, one loaded a minute after they are over shows it again.
 */
function expectHiddenForDays(days: number, userAgent: string) {
  vi.setSystemTime(Date.now() + days * DAY - MINUTE);
  const later = renderBanner(userAgent);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  later.unmount();

  vi.setSystemTime(Date.now() + 2 * MINUTE);
  renderBanner(userAgent);
  expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
}

function clearCookies() {
  for (const name of Object.values(smartBannerCookieNames('shop'))) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('detectSmartBannerPlatform', () => {
  it('recognises iOS, Android and Windows Phone, and nothing else', () => {
    expect(detectSmartBannerPlatform(USER_AGENTS.iphone)).toBe('ios');
    expect(detectSmartBannerPlatform(USER_AGENTS.android)).toBe('android');
    expect(detectSmartBannerPlatform(USER_AGENTS.windowsPhone)).toBe('windows');
    expect(detectSmartBannerPlatform(USER_AGENTS.desktop)).toBeNull();
  });
});

describe('SmartBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BANNER_NOW);
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it.each(BANNER_PLATFORMS)('shows on $name', ({ userAgent, store }) => {
    renderBanner(userAgent);
    const banner = screen.getByRole('complementary', { name: 'Get the app' });
    expect(banner).toHaveTextContent('Shop app');
    expect(banner).toHaveTextContent(store);
  });

  it('does not show on a desktop browser, nor when the app runs standalone', () => {
    const { unmount } = renderBanner(USER_AGENTS.desktop);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderBanner(USER_AGENTS.iphone, { standalone: true });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('detects display-mode standalone when not told', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderBanner(USER_AGENTS.android, { standalone: undefined });
      expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Close hides it for 15 days through the {appId}-smartbanner-closed cookie', () => {
    expect(SMART_BANNER_CLOSE_DAYS).toBe(15);
    const onClose = vi.fn();
    const { unmount } = renderBanner(USER_AGENTS.iphone, { onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(documentCookieStore.get('shop-smartbanner-closed')).toBe('true');
    unmount();
    expectHiddenForDays(15, USER_AGENTS.iphone);
  });

  it('Install hides it for 90 days through the {appId}-smartbanner-installed cookie', () => {
    expect(SMART_BANNER_INSTALL_DAYS).toBe(90);
    const onInstall = vi.fn();
    const { unmount } = renderBanner(USER_AGENTS.android, { onInstall });
    const install = screen.getByRole('link', { name: 'View' });
    expect(install).toHaveAttribute('href', '#google-play');
    fireEvent.click(install);
    expect(onInstall).toHaveBeenCalledTimes(1);
    expect(documentCookieStore.get('shop-smartbanner-installed')).toBe('true');
    expect(documentCookieStore.get('shop-smartbanner-closed')).toBeUndefined();
    unmount();
    expectHiddenForDays(90, USER_AGENTS.android);
  });

  it('keeps separate apps apart and honours an injected cookie store and clock', () => {
    let now = BANNER_NOW;
    const cookies = createMemoryCookieStore(() => now);
    const props = { ...SHOP_APP_BANNER, userAgent: USER_AGENTS.iphone, cookies, now: () => now };
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
