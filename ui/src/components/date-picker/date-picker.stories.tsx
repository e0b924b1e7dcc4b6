import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimePicker } from '../time-picker';
import { DatePicker } from './date-picker';

/** A fixed "today", so no story depends on the current date. */
const TODAY = new Date(2026, 0, 15);

const meta = {
  title: 'Kit/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Delivery date', today: TODAY, onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dates the stories show: Valentine's Day, the 4th of July (in another format) and a delivery day (disabled). */
const VALENTINES = new Date(2026, 1, 14);
const JULY_4 = new Date(2026, 6, 4);
const DELIVERY_DAY = new Date(2026, 0, 20);

const dateField = (canvasElement: HTMLElement, name = 'Delivery date') => within(canvasElement).getByRole('textbox', { name });

/** Opens the calendar with a click on its button; resolves once it is shown. */
async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose date' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose date' });
}

/** Keyboard only: type a date in mm/dd/yyyy and leave the field. */
export const Default: Story = {
  name: 'Default · keyboard: type a date, Tab leaves and reads it',
  play: async ({ canvasElement, args }) => {
    const input = dateField(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.keyboard('1/20/2026');
    await userEvent.tab();
    await expect(input).toHaveValue('01/20/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 0, 20));
  },
};

export const WithValue: Story = {
  args: { defaultValue: VALENTINES },
  play: async ({ canvasElement }) => {
    await expect(dateField(canvasElement)).toHaveValue('02/14/2026');
  },
};

/** A typed date that is not a real day is flagged. */
export const InvalidDate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = dateField(canvasElement);
    await userEvent.type(input, '02/30/2026{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please enter a valid date in the format mm/dd/yyyy.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The calendar open on the selected day, today (Jan 15) outlined. */
export const CalendarOpen: Story = {
  args: { defaultValue: new Date(2026, 0, 22) },
  play: async ({ canvasElement }) => {
    await expect(await openCalendar(canvasElement)).toHaveTextContent('January 2026');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(/January 22nd, 2026/));
  },
};

/** Keyboard only: open with Enter, move with the arrows and Page Down, choose with Enter. */
export const KeyboardCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Choose date' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.activeElement).toHaveAccessibleName(/Today, Thursday, January 15th, 2026/));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(doc.activeElement).toHaveAccessibleName(/January 23rd, 2026/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(doc.activeElement).toHaveAccessibleName(/February 23rd, 2026/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 1, 23));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(dateField(canvasElement)).toHaveValue('02/23/2026');
  },
};

/** Escape closes the calendar without choosing. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Choose date' })).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A date of birth: days after today are disabled, later typed dates flagged. */
export const DateOfBirth: Story = {
  args: { label: 'Date of birth', maxDate: TODAY, minDate: new Date(1900, 0, 1), defaultMonth: TODAY },
  play: async ({ canvasElement }) => {
    const calendar = within(await openCalendar(canvasElement));
    await expect(await calendar.findByRole('button', { name: /January 16th, 2026/ })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: 'Go to the next month' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Another format: dd.mm.yyyy. */
export const OtherFormat: Story = {
  args: { format: 'dd.mm.yyyy', defaultValue: JULY_4 },
  play: async ({ canvasElement }) => {
    await expect(dateField(canvasElement)).toHaveValue('04.07.2026');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: DELIVERY_DAY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

/** A date with a time picker beside it. */
export const WithTimePicker: Story = {
  render: (args) => (
    <fieldset className="flex max-w-2xl flex-wrap gap-6 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 text-base font-semibold text-neutral-900">Delivery slot</legend>
      <DatePicker {...args} className="w-auto flex-1" />
      <TimePicker label="Delivery time" className="w-auto flex-1" />
    </fieldset>
  ),
  args: { defaultValue: DELIVERY_DAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Delivery slot' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Delivery time' }), '10:15{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Delivery time' })).toHaveValue('10:15');
  },
};

/** The calendar fits a phone screen. */
export const PhoneCalendarOpen: Story = {
  args: { defaultValue: new Date(2026, 0, 22) },
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement);
  },
};

/** Empty, with a value, another format, an unreadable date and disabled, side by side, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid max-w-4xl grid-cols-3 gap-6">
      <DatePicker {...args} label="Empty" />
      <DatePicker {...args} label="With value" defaultValue={VALENTINES} />
      <DatePicker {...args} label="Other format" format="dd.mm.yyyy" defaultValue={JULY_4} />
      <DatePicker {...args} label="Invalid" />
      <DatePicker {...args} label="Disabled" disabled defaultValue={DELIVERY_DAY} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await expect(canvas.getByRole('textbox', { name: 'With value' })).toHaveValue('02/14/2026');
    await expect(canvas.getByRole('textbox', { name: 'Other format' })).toHaveValue('04.07.2026');
    const invalid = canvas.getByRole('textbox', { name: 'Invalid' });
    await userEvent.type(invalid, '02/30/2026{Enter}');
    await expect(invalid).toBeInvalid();
    invalid.blur();
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};
