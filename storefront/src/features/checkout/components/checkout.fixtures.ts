import { HttpError } from '../../../lib/http-error';
import type { CheckoutEstimate, PlaceOrderRequest, SavedAddress, ShippingMethod } from '../contract';
import type { CheckoutCalls, Destination, LastOrder, PlacedOrder } from '../model';
import type { ShippingEstimateChoice } from '../../cart-estimate/contract';

/** A flat product picture drawn inline, so stories never touch the network. */
function picture(fill: string): { src: string; alt: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="70" viewBox="0 0 56 70"><rect width="56" height="70" fill="${fill}"/><path d="M17 22h22l5 10-6 3v21H18V35l-6-3z" fill="#ffffff" opacity=".85"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: '' };
}

/** Flat rate ($5.00 per item) and Best Way ($15.00), as the demo shop offers them. */
export const FIXTURE_METHODS: ShippingMethod[] = [
  { code: 'flatrate_flatrate', carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 500 },
  { code: 'tablerate_bestway', carrier_code: 'tablerate', method_code: 'bestway', carrier_title: 'Best Way', method_title: 'Table Rate', amount: 1500 },
];

/** The estimate for a cart of a configurable tee and a pullover, with the method chosen. */
export function fixtureEstimate(destination: Destination & { shipping_method?: string }): CheckoutEstimate {
  const method = FIXTURE_METHODS.find((candidate) => candidate.code === destination.shipping_method) ?? FIXTURE_METHODS[0]!;
  const subtotal = 2900 + 5799;
  // Texas charges 8.25 % in the demo tax rates; elsewhere no tax.
  const tax = destination.region_code === 'TX' ? Math.round(subtotal * 0.0825) : 0;
  return {
    shipping_methods: FIXTURE_METHODS,
    selected_method: method.code,
    totals: {
      currency: 'USD',
      items: [
        {
          item_id: 1,
          name: 'Radiant Tee',
          sku: 'WS12-M-Blue',
          options: [
            { label: 'Color', value: 'Blue', option_id: 93, option_value: 50 },
            { label: 'Size', value: 'M', option_id: 144, option_value: 168 },
          ],
          qty: 1,
          price: 2900,
          original_price: 2900,
          row_total: 2900,
          image: picture('#4f6d8f'),
        },
        { item_id: 2, name: 'Aero Trail Pullover', sku: 'MH01', options: [], qty: 1, price: 5799, original_price: 5799, row_total: 5799, image: picture('#7a8f4f') },
      ],
      items_qty: 2,
      subtotal,
      shipping: method.amount,
      tax,
      grand_total: subtotal + method.amount + tax,
      shipping_title: `${method.carrier_title} - ${method.method_title}`,
    },
  };
}

/** A saved address of the signed-in fixture customer. */
export const FIXTURE_SAVED_ADDRESS: SavedAddress = {
  id: 7,
  firstname: 'Ava',
  lastname: 'Jones',
  street: ['6146 Honey Bluff Parkway'],
  city: 'Calder',
  country_id: 'US',
  region_code: 'MI',
  region: 'Michigan',
  postcode: '49628-7978',
  telephone: '(555) 229-3326',
  is_default_shipping: true,
  is_default_billing: true,
};

/** The card the demo gateway declines (any other valid card is accepted). */
export const DECLINED_CARD = '4000000000000002';

export interface FixtureCalls extends CheckoutCalls {
  /** The Place Order requests made, in order. */
  readonly orders: PlaceOrderRequest[];
}

/**
 * Checkout calls answered in memory: every destination gets the fixture methods, the card
 * 4000 0000 0000 0002 is declined (402), an e-mail at taken.example has an account.
 */
export function fixtureCalls(
  options: {
    savedAddresses?: SavedAddress[];
    delay?: number;
    placeOrder?: (request: PlaceOrderRequest) => Promise<PlacedOrder>;
    /** What the cart kept of the cart page's estimate. @default null */
    remembered?: ShippingEstimateChoice | null;
  } = {},
): FixtureCalls {
  const orders: PlaceOrderRequest[] = [];
  const later = <T,>(value: () => T) => new Promise<T>((resolve, reject) => setTimeout(() => {
    try {
      resolve(value());
    } catch (error) {
      reject(error);
    }
  }, options.delay ?? 0));
  return {
    orders,
    estimate: (request) => later(() => fixtureEstimate(request)),
    savedAddresses: () => later(() => options.savedAddresses ?? []),
    rememberedEstimate: () => later(() => options.remembered ?? null),
    checkEmail: (email) => later(() => (email.endsWith('@taken.example') ? 'A customer with the same email address already exists in an associated website.' : true)),
    placeOrder: (request) => {
      orders.push(request);
      if (options.placeOrder) return options.placeOrder(request);
      return later(() => {
        if (request.payment.ccNumber.replace(/\s/g, '') === DECLINED_CARD) {
          throw new HttpError(402, 'declined', { body: { message: 'Your card was declined.' } });
        }
        return { order_id: 1, increment_id: '000000001', redirect_url: '/checkout/onepage/success' };
      });
    },
  };
}

/** The success page's order of a guest whose e-mail has no account yet. */
export const FIXTURE_GUEST_ORDER: LastOrder = {
  order_id: 1,
  increment_id: '000000001',
  email: 'sam.lee@example.com',
  firstname: 'Sam',
  lastname: 'Lee',
  can_create_account: true,
  grand_total: 9894,
  tax: 0,
  shipping: 1000,
  currency: 'USD',
  items: [{ sku: 'WT010-M-Orange', name: 'Aria Studio Hoodie', price: 4447, qty: 2, options: [] }],
};

/** What filling the checkout's forms needs: a user (`userEvent` of user-event or of Storybook) and the queries of the page or canvas. */
interface FormFiller {
  user: { type: (element: Element, text: string) => Promise<void>; selectOptions: (element: Element, values: string) => Promise<void> };
  canvas: {
    getByRole: (role: 'textbox' | 'combobox', options: { name: string }) => HTMLElement;
    findByRole: (role: 'textbox', options: { name: string }) => Promise<HTMLElement>;
  };
}

/** Types a complete guest shipping address in Texas. */
export async function fillShipping({ user, canvas }: FormFiller, email = 'sam.lee@example.com') {
  // The step shows once the cart's kept estimate has been read.
  await user.type(await canvas.findByRole('textbox', { name: 'Email Address' }), email);
  await user.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Sam');
  await user.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lee');
  await user.type(canvas.getByRole('textbox', { name: 'Street Address' }), '100 Congress Ave');
  await user.type(canvas.getByRole('textbox', { name: 'City' }), 'Austin');
  await user.selectOptions(canvas.getByRole('combobox', { name: 'State/Province' }), 'Texas');
  await user.type(canvas.getByRole('textbox', { name: 'Zip/Postal Code' }), '78701');
  await user.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '512-555-0100');
}

/** Fills the card form with `number` (a Visa, 12/2028, 123). */
export async function fillCard({ user, canvas }: FormFiller, number: string) {
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Credit Card Type' }), 'Visa');
  await user.type(canvas.getByRole('textbox', { name: 'Credit Card Number' }), number);
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '12 - December');
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2028');
  await user.type(canvas.getByRole('textbox', { name: 'Card Verification Number' }), '123');
}
