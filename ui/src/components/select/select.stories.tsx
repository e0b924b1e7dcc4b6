import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONTROL_SIZES, StoryLabel, expectControlHeights } from '../../../test-support/story-controls';
import { Select } from './select';

const sizes = [
  { value: '166', label: 'XS' },
  { value: '167', label: 'S' },
  { value: '168', label: 'M' },
  { value: '169', label: 'L' },
  { value: '170', label: 'XL', disabled: true },
];

const meta = {
  title: 'Kit/Select',
  component: Select,
  tags: ['autodocs'],
  args: { name: 'super_attribute[144]', options: sizes, placeholder: 'Choose an Option...', onChange: fn() },
  argTypes: {
    size: { control: 'select', options: CONTROL_SIZES.map(({ size }) => size) },
  },
  render: (args) => (
    <StoryLabel text="Size" className="max-w-xs">
      <Select {...args} />
    </StoryLabel>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Size' });

export const Default: Story = {
  name: 'Default · keyboard: Tab reaches the select',
  play: async ({ canvasElement, args }) => {
    const select = sizeField(canvasElement);
    await userEvent.selectOptions(select, 'M');
    await expect(select).toHaveValue('168');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Keyboard alone: Tab to it; arrow keys change a focused native select.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    select.blur();
  },
};

export const Selected: Story = { args: { defaultValue: '167' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, required: true },
  play: async ({ canvasElement }) => {
    const select = sizeField(canvasElement);
    await expect(select).toBeInvalid();
    await expect(select).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '168' },
  play: async ({ canvasElement }) => {
    await expect(sizeField(canvasElement)).toBeDisabled();
  },
};

/** Options given as `<option>` children, grouped. */
export const WithChildren: Story = {
  args: { options: [], placeholder: undefined, name: 'country_id' },
  render: (args) => (
    <StoryLabel text="Country" className="max-w-xs">
      <Select {...args} defaultValue="US">
        <optgroup label="North America">
          <option value="CA">Canada</option>
          <option value="US">United States</option>
        </optgroup>
        <optgroup label="Europe">
          <option value="FR">France</option>
          <option value="DE">Germany</option>
        </optgroup>
      </Select>
    </StoryLabel>
  ),
};

/** The three sizes, then the chosen, invalid and disabled states, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-3">
      {CONTROL_SIZES.map(({ size, name }) => (
        <Select key={size} {...args} size={size} aria-label={name} />
      ))}
      <Select {...args} aria-label="Chosen" defaultValue="168" />
      <Select {...args} aria-label="Invalid" aria-invalid />
      <Select {...args} aria-label="Disabled" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectControlHeights(canvasElement, 'combobox');
    await expect(canvas.getByRole('combobox', { name: 'Chosen' })).toHaveDisplayValue('M');
    await expect(canvas.getByRole('combobox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: 'Disabled' })).toBeDisabled();
  },
};
