import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { Form } from '../components/form-field';
import { destinationFormSchema, type DestinationFormValues } from '../validation';
import { DestinationFields } from './address-form';

/** The fields in a form of their own, as the cart's "Estimate Shipping and Tax" holds them. */
function EstimateForm({ defaultValues, onEstimate }: { defaultValues: DestinationFormValues; onEstimate: (values: unknown) => void }) {
  const form = useForm({ resolver: zodResolver(z.object({ destination: destinationFormSchema })), defaultValues: { destination: defaultValues } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onEstimate)} className="flex max-w-sm flex-col gap-4">
        <DestinationFields name="destination" />
        <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Estimate
        </button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Forms/Destination',
  component: EstimateForm,
  tags: ['autodocs'],
  args: { onEstimate: fn(), defaultValues: { country_id: 'US', region_code: '', region: '', postcode: '' } },
} satisfies Meta<typeof EstimateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United States: State/Province is a list, nothing but the country is required. */
export const UnitedStates: Story = {};

/** A destination filled in: Michigan and its zip code. */
export const Filled: Story = {
  args: { defaultValues: { country_id: 'US', region_code: 'MI', region: '', postcode: '49628' } },
};

/** Ireland has no regions: State/Province is free text. */
export const Ireland: Story = {
  args: { defaultValues: { country_id: 'IE', region_code: '', region: 'Dublin', postcode: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'State/Province' })).toHaveValue('Dublin');
  },
};

/** A postcode out of the country's format, with the kit's message. */
export const InvalidPostcode: Story = {
  args: { defaultValues: { country_id: 'CA', region_code: 'ON', region: '', postcode: '90602' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Estimate' }));
    await expect(await canvas.findByText('Please enter a valid zip/postal code (Ex: A1B 2C3).')).toBeInTheDocument();
    await expect(args.onEstimate).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
