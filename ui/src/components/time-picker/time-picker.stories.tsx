import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { time } from '../../../test-support/time-value';
import { TimePicker } from './time-picker';

const meta = {
  title: 'Kit/TimePicker',
  component: TimePicker,
  tags: ['autodocs'],
  args: { label: 'Delivery time', onValueChange: fn(), onOpenChange: fn() },
  argTypes: {
    precision: { control: 'select', options: ['minutes', 'seconds', 'milliseconds', 'microseconds'] },
  },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The values the stories show: an afternoon time, one in every unit, and an early one (disabled). */
const AFTERNOON = time(14, 30);
const EVERY_UNIT = time(9, 5, 7, 123, 456);
const EARLY = time(8, 0);

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the spin-button panel with the keyboard: focus on the clock button, then Enter. */
async function openPanelWithEnter(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: 'Choose time' }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Empty; typing a time and leaving the field reads it, keyboard only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Delivery time' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9:05 pm');
    await userEvent.tab();
    await expect(input).toHaveValue('21:05');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(time(21, 5));
    await expect(canvas.getByRole('button', { name: 'Choose time' })).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: AFTERNOON },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Delivery time' })).toHaveValue('14:30');
  },
};

/** Every unit: hours, minutes, seconds, milliseconds and microseconds. */
export const Microseconds: Story = {
  args: {
    label: 'Event timestamp',
    precision: 'microseconds',
    defaultValue: EVERY_UNIT,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Event timestamp' })).toHaveValue('09:05:07.123456');
  },
};

/** A typed time that cannot be read is flagged 'Wrong time format'. */
export const WrongTimeFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Delivery time' });
    await userEvent.type(input, '25:61');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong time format');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The spin-button panel, opened and operated from the keyboard. */
export const PanelOpen: Story = {
  name: 'Panel open · keyboard: Enter opens, arrows spin and wrap, Tab moves between units',
  args: {
    precision: 'seconds',
    defaultValue: time(23, 58, 30),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await openPanelWithEnter(canvasElement);
    const hours = await body.findByRole('spinbutton', { name: 'Hours' });
    await waitFor(() => expect(hours).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveValue(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(hours).toHaveValue(23);
    await userEvent.tab();
    const minutes = body.getByRole('spinbutton', { name: 'Minutes' });
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(minutes).toHaveValue(59);
    await expect(canvas.getByRole('textbox', { name: 'Delivery time' })).toHaveValue('23:59:30');
  },
};

/** Escape closes the panel and focus returns to the clock button. */
export const PanelClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Choose time' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('spinbutton', { name: 'Hours' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** With the time-zone list (UTC-12:00 to UTC+14:00), chosen in the open panel. */
export const WithTimeZone: Story = {
  args: {
    showTimeZone: true,
    defaultTimeZone: 0,
    onTimeZoneChange: fn(),
    defaultValue: time(18, 0),
  },
  play: async ({ canvasElement, args }) => {
    await openPanelWithEnter(canvasElement);
    const zone = await page(canvasElement).findByRole('combobox', { name: 'Time Zone' });
    await expect(zone).toHaveValue('0');
    await userEvent.selectOptions(zone, 'UTC+05:30');
    await expect(args.onTimeZoneChange).toHaveBeenLastCalledWith(330);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: EARLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Delivery time' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose time' })).toBeDisabled();
  },
};

/** On a phone the panel wraps its fields inside the screen. */
export const PhonePanelOpen: Story = {
  args: {
    precision: 'microseconds',
    defaultValue: EVERY_UNIT,
  },
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose time' }));
    await expect(await page(canvasElement).findByRole('spinbutton', { name: 'Microseconds' })).toHaveValue(456);
  },
};

/** Empty, with a value, microsecond precision, with a time zone and disabled, side by side, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid max-w-4xl gap-6 sm:grid-cols-3">
      <TimePicker {...args} label="Empty" />
      <TimePicker {...args} label="With value" defaultValue={AFTERNOON} />
      <TimePicker {...args} label="Microseconds" precision="microseconds" defaultValue={EVERY_UNIT} />
      <TimePicker {...args} label="With time zone" showTimeZone defaultTimeZone={330} />
      <TimePicker {...args} label="Disabled" disabled defaultValue={EARLY} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'With value' })).toHaveValue('14:30');
    await expect(canvas.getByRole('textbox', { name: 'Microseconds' })).toHaveValue('09:05:07.123456');
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};
