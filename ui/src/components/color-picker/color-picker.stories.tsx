import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'Kit/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: { label: 'Swatch colour', onValueChange: fn(), onRecentChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Swatch colour' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Swatch colour' })).toHaveValue('#1d4596');
  },
};

/** Seven recent selections, the current one pressed. */
export const WithRecentColours: Story = {
  args: {
    defaultValue: '#e07b00',
    defaultRecent: ['#e07b00', '#1d4596', '#1a7336', '#b42318', '#18181b', '#8aadf5', '#fff1e0'],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent colours' });
    await expect(within(list).getAllByRole('button')).toHaveLength(7);
    await expect(within(list).getByRole('button', { name: 'Use colour #e07b00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A typed colour that cannot be read marks the input invalid. */
export const InvalidColour: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Swatch colour' });
    await userEvent.clear(input);
    await userEvent.type(input, 'blurple');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This colour cannot be read/);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: type a colour, commit with Enter, then pick a recent swatch. */
export const KeyboardSelection: Story = {
  args: { defaultRecent: ['#1a7336'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Swatch colour' });
    input.focus();
    await userEvent.keyboard('{Control>}a{/Control}rgb(180, 35, 24){Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#b42318');
    await expect(input).toHaveValue('#b42318');
    await expect(args.onRecentChange).toHaveBeenLastCalledWith(['#b42318', '#1a7336']);
    // Tab past the input to the older swatch and choose it with Space.
    await userEvent.tab();
    await userEvent.tab();
    const older = canvas.getByRole('button', { name: 'Use colour #1a7336' });
    await expect(older).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveValue('#1a7336');
    await expect(args.onRecentChange).toHaveBeenLastCalledWith(['#1a7336', '#b42318']);
  },
};

/** The hue slider answers the arrow keys. */
export const KeyboardHue: Story = {
  args: { defaultValue: '#ff0000' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hue = canvas.getByRole('slider', { name: 'Hue' });
    hue.focus();
    // react-colorful reads the legacy keyCode, which neither user-event nor Chromium's
    // KeyboardEvent constructor sets, so the key press is dispatched by hand.
    const press = (type: 'keydown' | 'keyup') => {
      const event = new KeyboardEvent(type, { key: 'ArrowRight', code: 'ArrowRight', bubbles: true, cancelable: true });
      Object.defineProperty(event, 'keyCode', { value: 39 });
      Object.defineProperty(event, 'which', { value: 39 });
      hue.dispatchEvent(event);
    };
    press('keydown');
    // One step of the hue slider turns pure red towards orange.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    press('keyup');
    const [shifted] = (args.onValueChange as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(shifted).toMatch(/^#ff[0-9a-f]{2}00$/);
    await expect(shifted).not.toBe('#ff0000');
    await waitFor(() => expect(args.onRecentChange).toHaveBeenLastCalledWith([shifted]));
    await expect(canvas.getByRole('textbox', { name: 'Swatch colour' })).toHaveValue(shifted);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultRecent: ['#1d4596', '#e07b00'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Swatch colour' })).toBeDisabled();
    for (const swatch of canvas.getAllByRole('button')) await expect(swatch).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { defaultRecent: ['#1d4596', '#e07b00', '#1a7336'] },
  parameters: { test: { viewport: 'phone' } },
};

/** A colour with recent selections, an unreadable colour, and a disabled picker, side by side, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-8">
      <ColorPicker
        {...args}
        label="Recent"
        defaultValue="#e07b00"
        defaultRecent={['#e07b00', '#1d4596', '#1a7336', '#b42318', '#18181b', '#8aadf5', '#fff1e0']}
      />
      <ColorPicker {...args} label="Invalid" />
      <ColorPicker {...args} label="Disabled" defaultValue="#1a7336" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('list', { name: 'Recent colours' });
    await expect(within(recent).getAllByRole('button')).toHaveLength(7);
    const invalid = canvas.getByRole('textbox', { name: 'Invalid' });
    await userEvent.clear(invalid);
    await userEvent.type(invalid, 'blurple');
    await expect(invalid).toBeInvalid();
    invalid.blur();
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};
