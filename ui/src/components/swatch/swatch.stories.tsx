import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Swatch } from './swatch';

const meta = {
  title: 'Kit/Swatch',
  component: Swatch,
  tags: ['autodocs'],
  args: { color: '#2563eb', size: 'md' },
} satisfies Meta<typeof Swatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One colour chip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="swatch"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every size, with a white and a pale colour: the inset ring keeps them visible on white. */
export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3">
          {['#1f2937', '#2563eb', '#dc2626', '#eab308', '#e5e7eb', '#ffffff'].map((color) => (
            <Swatch key={color} color={color} size={size} />
          ))}
        </div>
      ))}
      <div className="flex size-10 items-center justify-center rounded-full border-2 border-brand-700 p-0.5">
        <Swatch color="#16a34a" />
      </div>
    </div>
  ),
};

/** In a link, as "Shop By" lists a colour: the text names it. */
export const InALink: Story = {
  render: () => (
    <a href="#red" className="inline-flex items-center gap-2 text-neutral-900 underline">
      <Swatch color="#dc2626" size="sm" />
      Red <span className="text-neutral-600">(12)</span>
    </a>
  ),
};
