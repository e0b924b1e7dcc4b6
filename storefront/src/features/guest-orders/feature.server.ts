import { getCookie, setCookie } from 'hono/cookie';
import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { isHttps } from '../../../server/config';
import type { ShopServices } from '../../../server/feature';
import { HttpError } from '../../lib/http-error';
import { unsuccessfulErrorBody } from '../../lib/contract';
import { guestOrderLookup } from './contract';
import { createGuestOrderService, type GuestOrderService } from './lookup.server';
import { GUEST_ORDER_PATHS, GUEST_ORDER_TEXTS, GUEST_VIEW_COOKIE, GUEST_VIEW_SECONDS } from './paths';

type GuestOrderView = NonNullable<Awaited<ReturnType<ShopServices['account']['guestOrder']>>>;

declare module '../../../server/context' {
  interface AccountAccess {
    /** The guest order this browser opened on Orders and Returns (its `guest-view` cookie), or null. */
    guestOrder(): Promise<GuestOrderView | null>;
  }
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Orders and Returns: the lookup and the orders it opened. */
    guestOrders: GuestOrderService;
  }
}

/** Where the cookie is sent: the guest order pages only. */
const COOKIE_PATH = '/sales/guest/';

/** Orders and Returns (issue 30): a guest finds an order by its number and billing details. */
export default defineServerFeature({
  services: {
    guestOrders: ({ db, clock }) => createGuestOrderService({ db, clock }),
  },
  routes(endpoints, _app, shop) {
    endpoints.handle(guestOrderLookup, async (c, input) => {
      privateResponse(c);
      const orderId = await shop.guestOrders.find(input);
      if (orderId === null) throw new HttpError(400, GUEST_ORDER_TEXTS.incorrect, unsuccessfulErrorBody);
      const token = await shop.guestOrders.open(orderId);
      setCookie(c, GUEST_VIEW_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isHttps(shop.config), maxAge: GUEST_VIEW_SECONDS });
      return { success: true, redirectUrl: GUEST_ORDER_PATHS.view };
    });
  },
  privateReads: {
    guestOrder: async (visitor, shop) => {
      const orderId = await shop.guestOrders.opened(getCookie(visitor.request, GUEST_VIEW_COOKIE));
      return orderId === null ? null : shop.account.guestOrder(orderId);
    },
  },
  // The form is the same for everyone; the order view is private (it reads the cookie).
  cachedPages: { 'routes/guest-order-form': () => [] },
});
