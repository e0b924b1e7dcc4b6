import { cartCrossSell, rememberShippingEstimate, shippingEstimate } from './contract';
import { createCartEstimateService, type CartEstimateService } from './estimates.server';
import { HttpError } from '../../lib/http-error';
import { cartEmpty } from '../checkout/model';
import { defineServerFeature } from '../../../server/feature';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { privateResponse } from '../../../server/http/responses';
import type { SessionRecord } from '../../../server/services/sessions.server';

const ownerOf = (record: SessionRecord) => ({ sessionId: record.id, customerId: record.customerId });

/** The cart page's estimate kept with the cart, and its "More Choices". A GET never starts a session. */
function cartEstimateRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(rememberShippingEstimate, async (c, input) => {
    privateResponse(c);
    const record = await c.get('session').current();
    if (!record || !(await c.var.shop.cartEstimates.remember(ownerOf(record), input))) throw new HttpError(400, cartEmpty());
    return { success: true };
  });

  endpoints.handle(shippingEstimate, async (c) => {
    privateResponse(c);
    const record = await c.get('session').current();
    return { estimate: record ? await c.var.shop.cartEstimates.recall(ownerOf(record)) : null };
  });

  endpoints.handle(cartCrossSell, async (c) => {
    privateResponse(c);
    const record = await c.get('session').current();
    return { products: record ? await c.var.shop.cartEstimates.crossSell(ownerOf(record)) : [] };
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** The cart page's estimate kept with the cart, and its cross-sells. */
    cartEstimates: CartEstimateService;
  }
}

/** The cart page's "Estimate Shipping and Tax" (kept for checkout) and "More Choices". */
export default defineServerFeature({
  services: {
    cartEstimates: ({ db, clock, related }) => createCartEstimateService({ db, clock, related }),
  },
  routes: cartEstimateRoutes,
});
