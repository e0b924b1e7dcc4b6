import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { galleryImages } from '../../../test-support/gallery-images';
import { Gallery } from './gallery';

const meta = {
  title: 'Kit/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  args: { images: galleryImages(5), label: 'Aria Studio Hoodie', sizes: '(min-width: 768px) 480px, 100vw', priority: true },
  decorators: [
    (Story) => (
      <div className="max-w-[30rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five views: the first shown, a thumbnail per image, the arrows over the image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Image 1 of 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Image 1 of 5:/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** One image: no thumbnails, no arrows; it still opens full screen. */
export const OneImage: Story = {
  args: { images: galleryImages(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  },
};

/** By keyboard: the arrow keys on the thumbnails move the image and the focus; End goes to the last. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Image 1 of 5:/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Image 2 of 5:/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('group', { name: 'Image 5 of 5' })).toBeVisible();
  },
};

const colours = [
  { name: 'Blue', swatch: '#2563eb' },
  { name: 'Orange', swatch: '#ea580c' },
  { name: 'Green', swatch: '#16a34a' },
];

/** A configurable product: choosing a colour shows that colour's images (as Luma does). */
export const WithColourSwitch: Story = {
  render: function ColourSwitch(args) {
    const [colour, setColour] = useState(colours[0]!);
    return (
      <div className="flex flex-col gap-4">
        <Gallery key={colour.name} {...args} images={galleryImages(3, colour.swatch, 'Aria Studio Hoodie', colour.name)} />
        <div role="group" aria-label="Color" className="flex gap-2">
          {colours.map((option) => (
            <button
              key={option.name}
              type="button"
              aria-label={option.name}
              aria-pressed={option.name === colour.name}
              onClick={() => setColour(option)}
              className="size-8 rounded border-2 border-neutral-300 aria-pressed:border-neutral-900"
              style={{ background: option.swatch }}
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Orange' }));
    await expect(canvas.getByRole('img', { name: 'Aria Studio Hoodie, Orange, front view' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Image 1 of 3' })).toBeVisible();
  },
};

/** The full-screen view, open on the second image. */
export const FullScreen: Story = {
  args: { defaultFullscreen: true, defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Aria Studio Hoodie' });
    // Once its fade-in is over.
    await waitFor(() => expect(within(dialog).getByText('Image 2 of 5')).toBeVisible());
  },
};

/** Full screen, zoomed in twice by the + key; Esc closes and focus returns to the main image. */
export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: /view full screen$/ });
    await userEvent.click(opener);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Aria Studio Hoodie' });
    await userEvent.keyboard('+');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await expect(within(dialog).getByRole('group', { name: 'Image 1 of 5' })).toHaveAttribute('data-zoom', '3');
  },
};

/** Closing by Esc puts focus back on the image the view was opened from. */
export const CloseReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: /view full screen$/ });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Image 2 of 5' })).toBeVisible();
  },
};

/** Right to left: the thumbnails run from the right, the arrows swap sides and keys. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
