import type { HttpClient } from '../../lib/http';
import { checkoutEstimate, type CheckoutEstimate } from '../checkout/contract';
import type { Destination } from '../checkout/model';
import type { ProductTileData } from '../catalog/types';
import { cartCrossSell, rememberShippingEstimate, shippingEstimate, type ShippingEstimateChoice } from './contract';

/** What the cart keeps of an estimate, as the cart page sends it. */
export type EstimateChoice = Destination & { region?: string; shipping_method?: string };

/** The cart page's calls (the shop's HTTP client on the page; fakes in stories and tests). */
export interface CartEstimateCalls {
  /** Checkout's estimate: the methods and totals for a destination. */
  estimate(request: Destination & { shipping_method?: string }): Promise<CheckoutEstimate>;
  /** Keeps the destination and method with the cart (for the next visit and checkout). */
  remember(choice: EstimateChoice): Promise<void>;
  /** What the cart keeps, or null. */
  recall(): Promise<ShippingEstimateChoice | null>;
  /** "More Choices" for the cart. */
  crossSell(): Promise<ProductTileData[]>;
}

/** What the cart keeps of the last estimate (null before one): checkout's shipping step starts from it. */
export async function recallEstimate(http: HttpClient): Promise<ShippingEstimateChoice | null> {
  return (await http.call(shippingEstimate, {})).estimate;
}

/** The cart page's calls on the shop's HTTP client. */
export function createCartEstimateCalls(http: () => Promise<HttpClient>): CartEstimateCalls {
  return {
    estimate: async (request) => (await http()).call(checkoutEstimate, request),
    remember: async (choice) => {
      await (await http()).call(rememberShippingEstimate, choice);
    },
    recall: async () => recallEstimate(await http()),
    crossSell: async () => (await (await http()).call(cartCrossSell, {})).products,
  };
}
