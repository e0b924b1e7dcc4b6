import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, onPhone, openWithClick, openWithEnter } from '../../../test-support/story-play';
import { StoreSwitcher, type StoreSwitcherOption } from './store-switcher';

const views: StoreSwitcherOption[] = [
  { code: 'default', name: 'English', lang: 'en-US', href: '/women/tops.html' },
  { code: 'fr', name: 'Français', lang: 'fr-FR', href: '/fr/women/tops.html' },
  { code: 'ar', name: 'العربية', lang: 'ar-AE', href: '/ar/women/tops.html' },
];
const except = (code: string) => views.filter((view) => view.code !== code);

const meta = {
  title: 'Kit/StoreSwitcher',
  component: StoreSwitcher,
  tags: ['autodocs'],
  args: { current: views[0]!, options: except('default') },
  // Room below the trigger for the list in the screenshots.
  decorators: [(Story) => <div className="flex min-h-64 justify-end p-4">{Story()}</div>],
} satisfies Meta<typeof StoreSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** Closed: the current view's name, read as "Language: English". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'Language: English')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened with the mouse: the other views, each a link to the same page in it (the suite photographs it in the dark theme too). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const list = await openWithClick(trigger(canvasElement, 'Language: English'), 'dialog', 'Language');
    await expect(within(list).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/women/tops.html');
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    blurActiveElement();
  },
};

/** With the keyboard alone: Enter opens and moves into the list, Tab goes through it, Escape closes it. */
export const KeyboardNavigation: Story = {
  name: 'Keyboard: Enter, Tab, Escape',
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, 'Language: English');
    const list = await openWithEnter(button, 'dialog', 'Language');
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
  },
};

/** In the French view: the label and the current name are French. */
export const French: Story = {
  args: { current: views[1]!, options: except('fr'), label: 'Langue' },
  play: async ({ canvasElement }) => {
    await openWithClick(trigger(canvasElement, 'Langue: Français'), 'dialog', 'Langue');
    blurActiveElement();
  },
};

/** Right to left (the Arabic view): the list hangs from the trigger's other side and reads from the right. */
export const RightToLeft: Story = {
  args: { current: views[2]!, options: except('ar'), label: 'اللغة' },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const list = await openWithClick(trigger(canvasElement, 'اللغة: العربية'), 'dialog', 'اللغة');
    await expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-US');
    blurActiveElement();
  },
};

/** On a phone: the trigger fits the header's row and the list stays on screen. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const list = await openWithClick(trigger(canvasElement, 'Language: English'), 'dialog', 'Language');
    await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    blurActiveElement();
  },
};

/** Every state side by side: each view as the current one, closed. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      {views.map((view) => (
        <StoreSwitcher key={view.code} current={view} options={except(view.code)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const view of views) await expect(trigger(canvasElement, `Language: ${view.name}`)).toBeVisible();
  },
};
