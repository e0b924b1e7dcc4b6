import { checkPostcode, countryById, type Address, type AddressFormValues } from '@shop/ui/validation';
import { t } from '@shop/ui/i18n';
import { TEXTS } from '../../config/constants';
import { CHECKOUT_TEXTS } from './texts';
import type { ShippingEstimateChoice } from '../cart-estimate/contract';
import { addressLines } from '../../lib/address';
import type { ResponseOf } from '../../lib/contract';
import { HttpError } from '../../lib/http-error';
import {
  CARD_PAYMENT_METHOD,
  type CheckoutEstimate,
  type createAccountFromOrder,
  type lastOrder,
  type placeOrder,
  type PlaceOrderRequest,
  type SavedAddress,
  type ShippingMethod,
} from './contract';

/** The steps of Luma's checkout, in order, with the progress bar's titles. */
export const CHECKOUT_STEPS = [
  { id: 'shipping', get title() { return t('Shipping'); } },
  { id: 'payment', get title() { return t('Review & Payments'); } },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

/** What the checkout shows besides the kit's field messages (Magento's words). */
export { cartEmpty, CHECKOUT_TEXTS } from './texts';

/** The order Place Order created. */
export type PlacedOrder = ResponseOf<typeof placeOrder>;
/** The order the success page shows. */
export type LastOrder = ResponseOf<typeof lastOrder>;
/** The answer to 'Create an Account' on the success page. */
export type CreateAccountAnswer = ResponseOf<typeof createAccountFromOrder>;

/** Where an estimate ships to. */
export type Destination = { country_id: string; region_code?: string; postcode?: string };

/** The calls the checkout steps make (the route binds them to the shop's HTTP client; stories fake them). */
export interface CheckoutCalls {
  estimate(request: Destination & { shipping_method?: string }): Promise<CheckoutEstimate>;
  savedAddresses(): Promise<SavedAddress[]>;
  /** True when the e-mail has no account, else the message (call 15). */
  checkEmail(email: string): Promise<true | string>;
  placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder>;
  /** What the cart kept of the cart page's "Estimate Shipping and Tax" (null: nothing): the step starts from it. */
  rememberedEstimate(): Promise<ShippingEstimateChoice | null>;
}

/**
 * The part of an address that prices shipping and tax: the country, its region when the
 * country lists regions and one is chosen, and the postcode once it fits the country's format. Null without a known country.
 */
export function destinationOf(address: Partial<Pick<AddressFormValues, 'country_id' | 'region_code' | 'postcode'>>): Destination | null {
  const country = countryById(address.country_id ?? '');
  if (!country) return null;
  const destination: Destination = { country_id: country.id };
  if (country.regions && country.regions.some((region) => region.code === address.region_code)) destination.region_code = address.region_code;
  // A postcode counts once it fits the country's format: no estimate per keystroke.
  const postcode = address.postcode?.trim();
  if (postcode && checkPostcode(postcode, country.id) === null) destination.postcode = postcode;
  return destination;
}

/** Whether two destinations price the same (no new estimate needed). */
export function sameDestination(a: Destination | null, b: Destination | null): boolean {
  return a?.country_id === b?.country_id && a?.region_code === b?.region_code && a?.postcode === b?.postcode;
}

/** The method to show selected: the shopper's choice while it is offered, else the first (the cheapest). */
export function chosenMethod(methods: readonly ShippingMethod[], chosen: string | null | undefined): string | null {
  if (chosen && methods.some((method) => method.code === chosen)) return chosen;
  return methods[0]?.code ?? null;
}

/**
 * Whether 'Next' may lead to payment once the fields are valid: an estimate for the current
 * destination has arrived and offers the selected method. Otherwise the message to show.
 */
export function shippingStepProblem(state: { estimating: boolean; methods: readonly ShippingMethod[] | undefined; selected: string | null }): string | null {
  if (state.estimating || state.methods === undefined) return null;
  if (state.methods.length === 0) return CHECKOUT_TEXTS.noShippingMethods;
  if (!state.selected || !state.methods.some((method) => method.code === state.selected)) return CHECKOUT_TEXTS.selectShippingMethod;
  return null;
}

/** A saved address as the address fields hold it. */
export function savedAddressValues(address: SavedAddress): AddressFormValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: [address.street[0] ?? '', address.street[1] ?? ''],
    city: address.city,
    country_id: address.country_id,
    region_code: address.region_code ?? '',
    region: address.region_code ? '' : address.region,
    postcode: address.postcode,
    telephone: address.telephone,
  };
}

/** One line of a saved address for the picker: the address's lines but the phone, joined by commas. */
export function savedAddressLabel(address: SavedAddress, locale?: string): string {
  return addressLines({ ...address, telephone: null }, locale).join(', ');
}

/** Whether a saved address is the same place and person as a checked one (the default billing address vs where it ships). */
export function isSameAddress(saved: SavedAddress, address: Address): boolean {
  const key = (a: Pick<Address, 'firstname' | 'lastname' | 'street' | 'city' | 'country_id' | 'region_code' | 'postcode' | 'telephone'>) =>
    JSON.stringify([a.firstname, a.lastname, a.street.filter(Boolean), a.city, a.country_id, a.region_code ?? null, a.postcode, a.telephone]);
  return key(saved) === key(address);
}

/** The saved address to start with: the default shipping one, else the first; null without any. */
export function initialSavedAddress(addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((address) => address.is_default_shipping) ?? addresses[0] ?? null;
}

/** A new idempotency key: one per checkout attempt (the server answers the same key with the same order). */
export function newAttemptKey(random: () => string = () => crypto.randomUUID()): string {
  return random();
}

/**
 * Whether a Place Order that failed may have reached the gateway or created the order: no
 * answer at all, or a server or gateway failure. Such an attempt is retried with the same key,
 * so a second press can never create a second order; a refusal (400 field, 402 declined,
 * 409 stock) ended the attempt and the next press starts a new one.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status === 0 || error.status >= 500;
}

/** The key for the next press of Place Order after `error`. */
export function keyAfterFailure(key: string, error: unknown, random?: () => string): string {
  return outcomeUnknown(error) ? key : newAttemptKey(random);
}

/** The message a refused or failed call shows: the server's own when it sent one. */
export function refusalMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | null | undefined;
    if (error.status > 0 && typeof body?.message === 'string' && body.message) return body.message;
    if (error.status === 402) return CHECKOUT_TEXTS.cardDeclined;
  }
  return TEXTS.somethingWentWrong;
}

/**
 * How long after Place Order a guest may turn the order into an account (issue 29). The offer
 * takes the order's e-mail, addresses and phone without proof of the e-mail, so it is only for the
 * shopper who has just paid, in the browser (session) that placed the order: not for the next
 * person at a shared computer while that session lives.
 */
export const ACCOUNT_FROM_ORDER_MINUTES = 10;

/** Whether an order placed at `placedAt` is still within the account offer's minutes at `now` (ms). */
export function accountOfferOpen(placedAt: Date, now: number): boolean {
  return now - placedAt.getTime() < ACCOUNT_FROM_ORDER_MINUTES * 60_000;
}

/** The card as Place Order sends it. */
export function cardPayment(card: { ccType: string; ccNumber: string; ccExpMonth: string; ccExpYear: string; ccCvn: string }): PlaceOrderRequest['payment'] {
  return { method: CARD_PAYMENT_METHOD, ...card };
}
