import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CartEstimateCalls } from '../api';
import { useCartEstimate } from '../use-cart-estimate';
import { fixtureCartEstimateCalls } from './cart-estimate.fixtures';
import { EstimateShipping, EstimateTotals } from './estimate-shipping';

/** The block and the totals in the cart's summary, as the cart page places them. */
function CartSummaryEstimate({ calls, defaultOpen }: { calls: CartEstimateCalls; defaultOpen?: boolean }) {
  const state = useCartEstimate(calls, '3:14100');
  return (
    <aside aria-label="Summary" className="w-[22rem] rounded-lg bg-neutral-50 p-6">
      <EstimateShipping state={state} currency="USD" defaultOpen={defaultOpen} />
      <dl className="mt-4 flex flex-col gap-2">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>$141.00</dd>
        </div>
        <EstimateTotals state={state} />
      </dl>
    </aside>
  );
}

const meta = {
  title: 'Storefront/EstimateShipping',
  component: CartSummaryEstimate,
  tags: ['autodocs'],
  args: { calls: fixtureCartEstimateCalls(), defaultOpen: true },
} satisfies Meta<typeof CartSummaryEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as the cart page first shows it: the totals for the default country. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Estimate Shipping and Tax' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText('Order Total').nextSibling).toHaveTextContent('$141.00'));
  },
};

/** Open: the destination fields and the methods offered, Free Shipping chosen. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Free Shipping/ })).toBeChecked();
  },
};

/** What the cart kept: Michigan, Flat Rate, and the totals for them. */
export const Remembered: Story = {
  args: { calls: fixtureCartEstimateCalls({ remembered: { country_id: 'US', region_code: 'MI', region: '', postcode: '49628', shipping_method: 'flatrate_flatrate' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Flat Rate/ })).toBeChecked();
    await waitFor(() => expect(canvas.getByText('Tax').nextSibling).toHaveTextContent('$8.46'));
  },
};

/** A country without regions: State/Province is free text. */
export const NoRegions: Story = {
  args: { calls: fixtureCartEstimateCalls({ remembered: { country_id: 'IE', region_code: '', region: 'Dublin', postcode: '', shipping_method: null } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'State/Province' })).toHaveValue('Dublin');
  },
};

/** A postcode out of the country's format: the kit's message under the field. */
export const InvalidPostcode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Zip/Postal Code' }), '123');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid zip code (Ex: 90602 or 90602-1234).')).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the kept estimate and the first answer load: the fields' and totals' space is kept. */
export const Loading: Story = { args: { calls: fixtureCartEstimateCalls({ pending: true }) } };
