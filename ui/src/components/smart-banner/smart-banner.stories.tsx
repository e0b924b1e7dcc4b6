import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BANNER_NOW, BANNER_PLATFORMS, SHOP_APP_BANNER, USER_AGENTS } from '../../../test-support/smart-banner-props';
import { createMemoryCookieStore } from './banner-cookies';
import { SmartBanner, type SmartBannerProps } from './smart-banner';

const appIcon = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#1d4596"/><path d="M14 18h20l-2 16H16z" fill="#fff"/><path d="M19 18a5 5 0 0 1 10 0" stroke="#fff" stroke-width="2.5" fill="none"/></svg>',
)}`;

/** Lets the banner's mount effect run before a story checks that nothing is shown. */
const afterMountEffects = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The play of a story where no banner may show (once the mount effect has run). */
async function expectNoBanner({ canvasElement }: { canvasElement: HTMLElement }) {
  await afterMountEffects();
  await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
}

/** Each story gets its own cookie store so closing one banner does not hide the next. */
function IsolatedSmartBanner(props: SmartBannerProps) {
  const [cookies] = useState(() => createMemoryCookieStore(() => BANNER_NOW));
  return <SmartBanner cookies={cookies} {...props} />;
}

const meta = {
  title: 'Kit/SmartBanner',
  component: SmartBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', test: { viewport: 'phone' } },
  args: {
    ...SHOP_APP_BANNER,
    iconSrc: appIcon,
    userAgent: USER_AGENTS.iphone,
    now: () => BANNER_NOW,
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
  args: { userAgent: USER_AGENTS.android },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In Google Play');
  },
};

export const WindowsPhone: Story = {
  args: { userAgent: USER_AGENTS.windowsPhone },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In the Windows Store');
  },
};

/** Desktop browsers never see it. */
export const DesktopHidden: Story = {
  args: { userAgent: USER_AGENTS.desktop },
  parameters: { test: { viewport: 'desktop' } },
  play: expectNoBanner,
};

/** Running as the installed app (display-mode standalone): hidden. */
export const StandaloneHidden: Story = {
  args: { standalone: true },
  play: expectNoBanner,
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
  args: { userAgent: USER_AGENTS.android },
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

/** The banner as each phone platform sees it, one under the other, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {BANNER_PLATFORMS.map(({ name, userAgent }) => (
        <IsolatedSmartBanner key={name} {...args} userAgent={userAgent} aria-label={`Get the app (${name})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name, storeUrl } of BANNER_PLATFORMS) {
      const banner = await canvas.findByRole('complementary', { name: `Get the app (${name})` });
      await expect(within(banner).getByRole('link')).toHaveAttribute('href', storeUrl);
      await expect(within(banner).getByRole('button', { name: 'Close' })).toBeVisible();
    }
  },
};
