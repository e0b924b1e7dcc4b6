import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCarousel } from '../../../test-support/product-carousel';
import { Carousel } from './carousel';

const meta = {
  title: 'Kit/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  // Autoplay is off in the screenshots; the Autoplay story shows and tests it.
  args: { label: 'New arrivals', autoplay: false },
  render: (args) => <ProductCarousel {...args} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four products per view (the default), on the first position. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'New arrivals' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await waitFor(() => expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName('1 of 8'));
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard only: Tab to Next, press Enter twice, then jump with a dot. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeEnabled());
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true'));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
    const last = canvas.getByRole('button', { name: 'Go to slide 5' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(next).toBeDisabled());
    await expect(last).toHaveAttribute('aria-current', 'true');
  },
};

/** Three per view and looping: Next wraps from the end to the start. */
export const ThreePerViewLoop: Story = {
  args: { itemsPerView: 3, loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
  },
};

/**
 * Autoplay every 3500 ms with a pause button (WCAG 2.2.2). The play function pauses
 * it, so the screenshot is stable. (The test browser asks for reduced motion, which
 * turns autoplay off; this story overrides that to show it.)
 */
export const Autoplay: Story = {
  args: { autoplay: true, reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'New arrivals' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.getAllByRole('group')[0]?.parentElement).toHaveAttribute('aria-live', 'off');
    const toggle = canvas.getByRole('button', { name: 'Pause slideshow' });
    // Focus inside pauses it.
    toggle.focus();
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toHaveFocus();
    // After the pause button, leaving keeps it paused.
    toggle.blur();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getAllByRole('group')[0]?.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

/** With prefers-reduced-motion, autoplay never starts and there is no pause button. */
export const ReducedMotion: Story = {
  args: { autoplay: true, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'New arrivals' })).toHaveAttribute('data-state', 'paused');
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  },
};

/** Two per view on a phone. */
export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(7));
  },
};

/**
 * Four per view at the start (previous disabled) above three per view with looping (both
 * directions enabled), for design review.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <ProductCarousel {...args} label="New arrivals, four per view" />
      <ProductCarousel {...args} label="New arrivals, three per view, looping" itemsPerView={3} loop />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const four = within(canvas.getByRole('region', { name: 'New arrivals, four per view' }));
    const three = within(canvas.getByRole('region', { name: 'New arrivals, three per view, looping' }));
    await waitFor(() => expect(four.getByRole('button', { name: 'Next slide' })).toBeEnabled());
    await expect(four.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await waitFor(() => expect(three.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
    await waitFor(() => expect(four.getAllByRole('group')[0]).toHaveAccessibleName('1 of 8'));
  },
};
