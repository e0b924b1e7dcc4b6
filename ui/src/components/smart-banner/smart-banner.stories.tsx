import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryCookieStore } from './banner-cookies';
import { SmartBanner, type SmartBannerProps } from './smart-banner';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 930) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const appIcon = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#1d4596"/><path d="M14 18h20l-2 16H16z" fill="#fff"/><path d="M19 18a5 5 0 0 1 10 0" stroke="#fff" stroke-width="2.5" fill="none"/></svg>',
)}`;

/** Lets the banner's mount effect run before a story checks that nothing is shown. */
const afterMountEffects = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const FIXED_NOW = new Date('2026-03-01T12:00:00Z');

/** Each story gets its own cookie store so closing one banner does not hide the next. */
function IsolatedSmartBanner(props: SmartBannerProps) {
  const [cookies] = useState(() => createMemoryCookieStore(() => FIXED_NOW));
  return <SmartBanner cookies={cookies} {...props} />;
}

const meta = {
  title: 'Kit/SmartBanner',
  component: SmartBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', test: { viewport: 'phone' } },
  args: {
    appId: 'shop',
    title: 'Shop app',
    author: 'Shop Inc.',
    iconSrc: appIcon,
    storeUrls: { ios: '#app-store', android: '#google-play', windows: '#windows-store' },
    userAgent: UA.iphone,
    standalone: false,
    now: () => FIXED_NOW,
    onClose: fn(),
    onInstall: fn(),
  },
  render: (args) => <IsolatedSmartBanner {...args} />,
} satisfies Meta<typeof SmartBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IOS: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('complementary', { name: 'Get the app' });
    await expect(banner).toHaveTextContent('On the App Store');
    await expect(within(banner).getByRole('link', { name: 'View' })).toHaveAttribute('href', '#app-store');
  },
};

export const Android: Story = {
  args: { userAgent: UA.android },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In Google Play');
  },
};

export const WindowsPhone: Story = {
  args: { userAgent: UA.windowsPhone },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In the Windows Store');
  },
};

/** Desktop browsers never see it. */
export const DesktopHidden: Story = {
  args: { userAgent: UA.desktop },
  parameters: { test: { viewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    await afterMountEffects();
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** Running as the installed app (display-mode standalone): hidden. */
export const StandaloneHidden: Story = {
  args: { standalone: true },
  play: async ({ canvasElement }) => {
    await afterMountEffects();
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** Keyboard only: Close hides it (for 15 days). */
export const Close: Story = {
  name: 'Close · keyboard: Tab to Close, Enter hides the banner',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('complementary', { name: 'Get the app' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** Following the store link hides it (for 90 days). */
export const Install: Story = {
  args: { userAgent: UA.android },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('complementary', { name: 'Get the app' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** A long app name is cut with an ellipsis on narrow phones. */
export const LongTitle: Story = {
  args: { title: 'Shop app: fashion, home and garden deals every day', author: 'Shop Incorporated International' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('complementary', { name: 'Get the app' });
  },
};

const platforms = [
  ['iOS', UA.iphone, '#app-store'],
  ['Android', UA.android, '#google-play'],
  ['Windows Phone', UA.windowsPhone, '#windows-store'],
] as const;

/** The banner as each phone platform sees it, one under the other, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {platforms.map(([name, userAgent]) => (
        <IsolatedSmartBanner key={name} {...args} userAgent={userAgent} aria-label={`Get the app (${name})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, , storeUrl] of platforms) {
      const banner = await canvas.findByRole('complementary', { name: `Get the app (${name})` });
      await expect(within(banner).getByRole('link')).toHaveAttribute('href', storeUrl);
      await expect(within(banner).getByRole('button', { name: 'Close' })).toBeVisible();
    }
  },
};
