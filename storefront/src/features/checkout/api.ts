import type { HttpClient } from '../../lib/http';
import type { RequestOf } from '../../lib/contract';
import { checkEmailAvailable } from '../customer/api';
import { recallEstimate } from '../cart-estimate/api';
import {
  checkoutAddresses,
  checkoutEstimate,
  createAccountFromOrder,
  placeOrder as placeOrderCall,
  type CheckoutEstimate,
  type PlaceOrderRequest,
  type SavedAddress,
} from './contract';
import { refusalMessage, type CheckoutCalls, type CreateAccountAnswer, type PlacedOrder } from './model';
import { logger } from '@shop/ui/logger';

export type { CheckoutEstimate, PlaceOrderRequest, SavedAddress } from './contract';

/** The shipping methods and totals for a destination (GET, nothing changes on the server). */
export function estimate(http: HttpClient, request: Parameters<CheckoutCalls['estimate']>[0]): Promise<CheckoutEstimate> {
  return http.call(checkoutEstimate, request);
}

/** The signed-in customer's saved addresses (empty for a guest). */
export async function savedAddresses(http: HttpClient): Promise<SavedAddress[]> {
  return (await http.call(checkoutAddresses, {})).addresses;
}

/**
 * Place Order. Throws the client's HttpError on a refusal (`placeOrderRefusal` in the model says
 * what to show); the POST goes through the client, so the engine reloads the 'cart' section after it.
 */
export function placeOrder(http: HttpClient, request: PlaceOrderRequest): Promise<PlacedOrder> {
  return http.call(placeOrderCall, request);
}

/** A guest turns the order just placed into an account; a refusal's message is the answer. */
export async function createAccount(http: HttpClient, request: RequestOf<typeof createAccountFromOrder>): Promise<CreateAccountAnswer> {
  try {
    return await http.call(createAccountFromOrder, request);
  } catch (error) {
    logger.error('The account could not be created from the order', error);
    return { success: false, message: refusalMessage(error) };
  }
}

/** The checkout's calls on the shop's HTTP client. */
export function createCheckoutCalls(http: () => Promise<HttpClient>): CheckoutCalls {
  return {
    estimate: async (request) => estimate(await http(), request),
    savedAddresses: async () => savedAddresses(await http()),
    // Call 15 for the guest's e-mail; the server checks again at Place Order.
    checkEmail: async (email) => checkEmailAvailable(await http(), email),
    placeOrder: async (request) => placeOrder(await http(), request),
    rememberedEstimate: async () => recallEstimate(await http()),
  };
}
