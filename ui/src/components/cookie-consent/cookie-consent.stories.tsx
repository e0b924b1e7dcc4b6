import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieConsent } from './cookie-consent';

const meta = {
  title: 'Kit/CookieConsent',
  component: CookieConsent,
  tags: ['autodocs'],
  args: { onChoose: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[560px] p-6 text-neutral-700">
        <p>Page content behind the banner: it stays usable.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first page: the banner over the bottom, focus left on the page. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'We use cookies' });
    await expect(region).not.toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cookie Settings' })).toBeVisible();
  },
};

/** Keyboard only: Tab reaches the banner's buttons, Enter on Accept All reports every category. */
export const AcceptAllWithKeyboard: Story = {
  name: 'Accept All with keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: true }, 'accept-all');
  },
};

/** "Cookie Settings" opened: a switch per category, Necessary always on; Save Preferences reports the switches. */
export const CustomizeOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie Settings' }));
    const analytics = await canvas.findByRole('switch', { name: 'Analytics' });
    await waitFor(() => expect(analytics).toHaveFocus());
    await expect(canvas.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: false }, 'save');
  },
};

/** Reopened from the footer: the settings with the earlier choice, focus on the banner. */
export const Reopened: Story = {
  args: { defaultCustomizing: true, focusOnMount: true, initialChoice: { necessary: true, analytics: true, marketing: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Cookie Settings' })).toHaveFocus());
    await expect(await canvas.findByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  },
};

/** The settings' switches are a module of their own: a story opened on them waits for them. */
const switchesShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('switch', { name: 'Marketing' });
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultCustomizing: true },
  play: switchesShown,
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { defaultCustomizing: true },
  play: switchesShown,
};

export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
};

export const PhoneCustomizing: Story = {
  args: { defaultCustomizing: true },
  parameters: { test: { viewport: 'phone' } },
  play: switchesShown,
};

/** The shop's own texts and a policy link. */
export const CustomTexts: Story = {
  args: {
    texts: { title: 'Cookies on this shop', acceptAll: 'Allow all', rejectAll: 'Necessary only' },
    policyLink: <a href="#privacy" className="underline">Privacy and Cookie Policy</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Cookies on this shop' });
    await expect(canvas.getByRole('link', { name: 'Privacy and Cookie Policy' })).toBeVisible();
  },
};
