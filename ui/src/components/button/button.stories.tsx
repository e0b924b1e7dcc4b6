import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'select', options: sizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Primary · keyboard: Tab focuses, Enter and Space press',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard alone: Tab to it, then Enter and Space each press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const Link: Story = { args: { variant: 'link', children: 'View and Edit Cart' } };

export const Loading: Story = {
  args: { loading: true, children: 'Adding...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#cart">View and Edit Cart</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View and Edit Cart' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

/** Every variant in every size, then the icon size and the loading and disabled states, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="icon" variant="outline" aria-label="Close">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
            <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </Button>
        <Button loading>Adding...</Button>
        <Button disabled>Disabled</Button>
        <Button variant="secondary" disabled>
          Disabled secondary
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of variants) {
      for (const size of sizes) {
        const button = canvas.getByRole('button', { name: `${variant} ${size}` });
        await expect(button).toHaveAttribute('data-variant', variant);
        await expect(button).toHaveAttribute('data-size', size);
      }
    }
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute('data-size', 'icon');
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};
