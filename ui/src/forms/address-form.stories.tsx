import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from './address-form';

const REQUIRED = 'This is a required field.';
const SELECT = 'Please select an option.';

const filled = {
  firstname: 'Veronica',
  lastname: 'Costello',
  street: ['6146 Honey Bluff Parkway', 'Suite 200'] as [string, string],
  city: 'Calder',
  country_id: 'US',
  region_code: 'MI',
  postcode: '49628-7978',
  telephone: '(555) 229-3326',
};

/** Ends the play with no field focused, as the story is then seen (and its screenshot taken). */
function leaveFocus(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Forms/Address',
  component: AddressForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty address in the default country (United States): State/Province is a list. */
export const Empty: Story = {};

/** A complete United States address, sent with Enter from the last field. */
export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone Number' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ region_code: 'MI', region: 'Michigan', street: ['6146 Honey Bluff Parkway', 'Suite 200'] }),
      ),
    );
    leaveFocus(canvasElement);
  },
};

/** Sent empty: every required field says so, the list says to choose, focus goes to First Name. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    // First Name, Last Name, Street Address, City, Zip/Postal Code, Phone Number; State/Province is a list.
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(6));
    await expect(canvas.getByText(SELECT)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'State/Province' })).toHaveAccessibleDescription(SELECT);
    await expect(args.onSave).not.toHaveBeenCalled();
    leaveFocus(canvasElement);
  },
};

/** Canada: provinces in a list and the Canadian postcode format. */
export const Canada: Story = {
  args: { defaultValues: { ...filled, country_id: 'CA', region_code: '', postcode: '90602', city: 'Toronto' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('combobox', { name: 'State/Province' });
    await userEvent.selectOptions(region, 'Ontario');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByText('Please enter a valid zip/postal code (Ex: A1B 2C3).')).toBeInTheDocument();
    leaveFocus(canvasElement);
  },
};

/** The United Kingdom: State/Province is optional free text. */
export const UnitedKingdom: Story = {
  args: {
    defaultValues: { ...filled, country_id: 'GB', region_code: '', region: 'Greater London', city: 'London', postcode: 'SW1A 1AA' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'State/Province' })).toHaveValue('Greater London');
    await expect(canvas.queryByRole('combobox', { name: 'State/Province' })).not.toBeInTheDocument();
  },
};
