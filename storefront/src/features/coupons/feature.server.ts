import { HttpError } from '../../lib/http-error';
import { defineServerFeature } from '../../../server/feature';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { privateResponse } from '../../../server/http/responses';
import { escapeHtml } from '../../../server/lib/html';
import { couponApply, couponCancel } from './contract';
import { COUPON_TEXTS } from './model';
import { createCouponService, type CouponService } from './coupons.server';

/** The cart's "Apply Discount Code": apply and cancel, each told in the messages area. */
function couponRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(couponApply, async (c, input) => {
    privateResponse(c);
    const session = c.get('session');
    const record = await session.current();
    const result = record ? await c.var.shop.coupons.apply({ sessionId: record.id, customerId: record.customerId }, input.coupon_code) : { kind: 'invalid' as const };
    if (result.kind !== 'applied') {
      const message = COUPON_TEXTS.notValid(escapeHtml(input.coupon_code));
      if (record) await session.flash({ type: 'error', text: message });
      throw new HttpError(400, message, couponApply.errorBody);
    }
    const message = COUPON_TEXTS.applied(escapeHtml(result.code));
    await session.flash({ type: 'success', text: message });
    return { success: true, message };
  });

  endpoints.handle(couponCancel, async (c) => {
    privateResponse(c);
    const session = c.get('session');
    const record = await session.current();
    if (record) await c.var.shop.coupons.cancel({ sessionId: record.id, customerId: record.customerId });
    if (record) await session.flash({ type: 'success', text: COUPON_TEXTS.canceled() });
    return { success: true, message: COUPON_TEXTS.canceled() };
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Cart price rules with a code: the cart's code, its discount, and the uses orders make of it. */
    coupons: CouponService;
  }
}

/** Discount codes: the cart's code (apply, cancel), its discount (read by the cart and checkout), and its uses by orders. */
export default defineServerFeature({
  services: {
    coupons: (shop) => createCouponService({ db: shop.db, clock: shop.clock, currency: shop.config.currency, cartLines: (owner, tx) => shop.checkout.cartLines(owner, tx) }),
  },
  routes: couponRoutes,
});
