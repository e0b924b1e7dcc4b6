import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allowSlowTyping } from '../../test-support/forms-test-steps';
import { Form } from '../components/form-field';
import { addressSchema, destinationFormSchema } from '../validation';
import { AddressFields, AddressForm, DestinationFields, emptyAddressValues } from './address-form';

allowSlowTyping();

const REQUIRED = 'This is a required field.';

describe('AddressForm', () => {
  it('labels every field as Magento’s checkout does, with a region list for the United States', () => {
    render(<AddressForm onSave={vi.fn()} />);
    for (const name of ['First Name', 'Last Name', 'Street Address', 'Street Address: Line 2', 'City', 'Zip/Postal Code', 'Phone Number']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const region = screen.getByRole('combobox', { name: 'State/Province' }) as HTMLSelectElement;
    expect(region.options[0]?.text).toBe('Please select a region, state or province.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  });

  it('shows every required message when sent empty and focuses First Name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<AddressForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(6));
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveAccessibleDescription('Please select an option.');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  }, 30_000);

  it('sends the trimmed address with the region’s name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<AddressForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), ' Sam ');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Street Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'Texas');
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '78701');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '512-555-0100{Enter}');
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        firstname: 'Sam',
        lastname: 'Lee',
        street: ['1 Main St'],
        city: 'Austin',
        country_id: 'US',
        region_code: 'TX',
        region: 'Texas',
        postcode: '78701',
        telephone: '512-555-0100',
      }),
    );
  }, 30_000);

  it('turns State/Province into free text for a country without regions and checks its postcode format', async () => {
    const user = userEvent.setup();
    render(<AddressForm onSave={vi.fn()} defaultValues={{ region_code: 'TX' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '12345');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    expect(screen.queryByRole('combobox', { name: 'State/Province' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State/Province' })).toHaveValue('');
    expect(await screen.findByText('Please enter a valid zip/postal code (Ex: SW1A 1AA).')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveValue('');
  }, 30_000);
});

describe('AddressFields inside a larger form', () => {
  function Checkout({ onNext }: { onNext: (values: unknown) => void }) {
    const schema = z.object({ note: z.string(), shipping: addressSchema });
    const form = useForm({ resolver: zodResolver(schema), defaultValues: { note: '', shipping: emptyAddressValues('GB') } });
    return (
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onNext)}>
          <AddressFields name="shipping" autoCompleteSection="shipping" />
          <button type="submit">Next</button>
        </form>
      </Form>
    );
  }

  it('binds its fields under the prefix, with the section’s autofill tokens, and is checked by the larger form', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    render(<Checkout onNext={onNext} />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('name', 'shipping.firstname');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('autocomplete', 'shipping given-name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(6));
    expect(onNext).not.toHaveBeenCalled();
  }, 30_000);
});

describe('DestinationFields (Estimate Shipping and Tax)', () => {
  function Estimate({ onEstimate }: { onEstimate: (values: unknown) => void }) {
    const form = useForm({ resolver: zodResolver(z.object({ destination: destinationFormSchema })), defaultValues: { destination: { country_id: 'US', region_code: '', region: '', postcode: '' } } });
    return (
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit(onEstimate)}>
          <DestinationFields name="destination" />
          <button type="submit">Estimate</button>
        </form>
      </Form>
    );
  }

  it('asks Country, State/Province and Zip/Postal Code in Luma’s order, none but the country required', async () => {
    const user = userEvent.setup();
    const onEstimate = vi.fn();
    const { container } = render(<Estimate onEstimate={onEstimate} />);
    const names = [...container.querySelectorAll('select, input')].map((field) => field.getAttribute('name'));
    expect(names).toEqual(['destination.country_id', 'destination.region_code', 'destination.postcode']);
    expect(screen.getByRole('combobox', { name: 'State/Province' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Zip/Postal Code' })).toHaveAttribute('aria-required', 'false');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(onEstimate).toHaveBeenCalledWith({ destination: { country_id: 'US', region_code: '', region: '', postcode: '' } }, expect.anything()));
  }, 30_000);

  it('shows the kit’s postcode message for the chosen country, and free text for a country without regions', async () => {
    const user = userEvent.setup();
    const onEstimate = vi.fn();
    render(<Estimate onEstimate={onEstimate} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Please enter a valid zip code (Ex: 90602 or 90602-1234).')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Ireland');
    expect(screen.getByRole('textbox', { name: 'State/Province' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByText(/Please enter a valid zip/)).not.toBeInTheDocument());
    expect(onEstimate).not.toHaveBeenCalled();
  }, 30_000);
});
