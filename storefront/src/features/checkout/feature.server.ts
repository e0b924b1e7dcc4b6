import { CHECKOUT_SUCCESS_PATH, CHECKOUT_TEXTS } from './texts';
import { t } from '@shop/ui/i18n';
import { accountOfferOpen } from './model';
import { SYSTEM_ACTOR } from '../sales/model';
import {
  checkoutAddresses,
  checkoutEstimate,
  createAccountFromOrder,
  lastOrder,
  placeOrder,
} from './contract';
import { HttpError } from '../../lib/http-error';
import { REGISTRATION_MESSAGES, newPasswordProblem } from '../customer/contract';
import { cartEmpty, createOrderService, type OrderService } from './orders.server';
import { createCheckoutService, type CheckoutService } from './checkout.server';
import { defineServerFeature } from '../../../server/feature';
import { hashPassword } from '../../../server/lib/passwords';
import { welcomeMail } from '../customer/mails/welcome';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { privateResponse } from '../../../server/http/responses';
import { callView, callViewOr } from '../../../server/http/store-view';
import type { Shop } from '../../../server/shop';
import type { AnswerOf } from '../../lib/contract';

/** The success page's calls' answers, each read in the language of the request that shows it. */
export const SUCCESS_PAGE_MESSAGES = {
  get noOrder() {
    return t('There is no order placed in this session.');
  },
  get noGuestOrder() {
    return t('There is no guest order in this session to create an account from.');
  },
};

/**
 * What the success page shows of the order a session just placed (the `lastOrder` call's answer,
 * and the success page's private read): null when the session placed none.
 */
async function lastOrderOfSession(shop: Shop, sessionId: string): Promise<AnswerOf<typeof lastOrder> | null> {
  const order = await shop.orders.lastOrderOfSession(sessionId);
  if (!order) return null;
  const offered = order.isGuest && (await shop.customers.isEmailAvailable(order.customerEmail));
  const inTime = accountOfferOpen(order.createdAt, shop.clock.now());
  return {
    order_id: order.id,
    increment_id: order.incrementId,
    email: order.customerEmail,
    firstname: order.customerFirstname,
    lastname: order.customerLastname,
    can_create_account: offered && inTime,
    ...(offered && !inTime ? { create_account_note: CHECKOUT_TEXTS.accountOfferExpired } : {}),
    grand_total: order.grandTotal,
    tax: order.taxAmount,
    shipping: order.shippingAmount,
    // Coupons come with cart price rules: read when the order row carries one.
    ...('couponCode' in order && typeof order.couponCode === 'string' ? { coupon_code: order.couponCode } : {}),
    currency: order.currency,
    items: await shop.orders.linesOf(order.id),
  };
}

/** Checkout: estimate, saved addresses, Place Order, the success page's order, account from an order. */
function checkoutRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(checkoutEstimate, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    // A GET never starts a session: without one there is no cart to price.
    const record = await c.get('session').current();
    const destination = { countryId: input.country_id.toUpperCase(), regionCode: input.region_code?.trim().toUpperCase() || null };
    // Its lines named in the page's view (the order summary), as the order will name them.
    const quote = record ? await shop.checkout.quote({ sessionId: record.id, customerId: record.customerId }, destination, input.shipping_method, undefined, callView(c).code) : null;
    if (!quote) throw new HttpError(400, cartEmpty());
    return { shipping_methods: quote.methods, selected_method: quote.selected?.code ?? null, totals: quote.totals };
  });

  endpoints.handle(checkoutAddresses, async (c) => {
    privateResponse(c);
    const record = await c.get('session').current();
    return { addresses: record?.customerId ? await c.var.shop.orders.addressesOf(record.customerId) : [] };
  });

  endpoints.handle(placeOrder, async (c, input) => {
    privateResponse(c);
    const record = await c.get('session').current();
    if (!record) throw new HttpError(400, cartEmpty());
    // In the currency of the page's store view, which the order records (ADR 0040).
    const result = await c.var.shop.orders.placeOrder({ sessionId: record.id, customerId: record.customerId }, input, callView(c).code);
    if (result.kind === 'refused') throw new HttpError(result.status, result.message);
    return { order_id: result.order.id, increment_id: result.order.incrementId, redirect_url: CHECKOUT_SUCCESS_PATH };
  });

  // Only ever the order of this session: an order id from the request would let anyone read any order.
  endpoints.handle(lastOrder, async (c) => {
    privateResponse(c);
    const record = await c.get('session').current();
    const order = record ? await lastOrderOfSession(c.var.shop, record.id) : null;
    if (!order) throw new HttpError(404, SUCCESS_PAGE_MESSAGES.noOrder);
    return order;
  });

  endpoints.handle(createAccountFromOrder, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const session = c.get('session');
    const record = await session.current();
    const order = record && !record.customerId ? await shop.orders.lastOrderOfSession(record.id) : null;
    if (!order?.isGuest) throw new HttpError(404, SUCCESS_PAGE_MESSAGES.noGuestOrder);
    // No proof of the e-mail is asked: only the shopper who has just paid, not the next one at this computer.
    if (!accountOfferOpen(order.createdAt, shop.clock.now())) throw new HttpError(410, CHECKOUT_TEXTS.accountOfferExpired);
    const problem = newPasswordProblem(input.password, order.customerEmail);
    if (problem) throw new HttpError(400, problem);
    if (!(await shop.customers.isEmailAvailable(order.customerEmail))) throw new HttpError(400, REGISTRATION_MESSAGES.emailTaken);

    // Hashed before the transaction: PGlite runs one at a time, and scrypt takes a while.
    const buyer = { firstname: order.customerFirstname, lastname: order.customerLastname, email: order.customerEmail };
    // The welcome mail and the notices at sign-in speak the call's view (its header, else its `store`).
    const view = callViewOr(c, input.store).code;
    const [passwordHash, welcome] = await Promise.all([hashPassword(input.password), welcomeMail({ baseUrl: shop.config.baseUrl, ...buyer, store: view })]);
    const created = await shop.db.transaction(async (tx) => {
      const customer = await shop.customers.register({ ...buyer, passwordHash }, tx, welcome);
      if (!customer) return null;
      // Signed in as login does: a new session id, what the guest kept moved to the account.
      const rotated = await session.rotate(tx, customer.id);
      if (rotated.old) await shop.signedIn({ tx, previous: rotated.old, current: rotated.record, customerId: customer.id, view });
      // Thrown, not returned: the account is rolled back with it when another request won.
      if (!(await shop.orders.assignToCustomer(tx, order.id, customer.id, rotated.record.id))) throw new HttpError(409, SUCCESS_PAGE_MESSAGES.noGuestOrder);
      return { customer, rotated };
    });
    if (!created) throw new HttpError(400, REGISTRATION_MESSAGES.emailTaken);
    created.rotated.commit();
    shop.log.info('customer registered from an order', { customerId: created.customer.id, incrementId: order.incrementId });
    return { success: true, message: REGISTRATION_MESSAGES.registered };
  });
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** The order this session just placed (the success page's), or null. */
    lastOrder(): Promise<AnswerOf<typeof lastOrder> | null>;
  }
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Totals, shipping methods and addresses of a cart at checkout. */
    checkout: CheckoutService;
    /** Placing orders and reading them. */
    orders: OrderService;
  }
}

/** Checkout: its services and calls, from the estimate to Place Order and an account made from the order. */
export default defineServerFeature({
  services: {
    checkout: (shop) =>
      createCheckoutService({
        db: shop.db,
        currency: shop.config.currency,
        freeShippingThreshold: shop.config.freeShippingThreshold,
        flatRatePerItem: shop.config.flatRatePerItem,
        discountOf: (tx, cart) => shop.coupons.discountOf(tx, cart),
        namesInView: (view, ids, tx) => shop.catalog.content.inTransaction(tx).products(view, ids),
      }),
    orders: (shop) =>
      createOrderService({
        db: shop.db,
        clock: shop.clock,
        log: shop.log,
        checkout: shop.checkout,
        customers: shop.customers,
        gateways: shop.payments,
        guestCheckoutAllowed: shop.config.guestCheckoutAllowed,
        baseUrl: shop.config.baseUrl,
        onStockChange: (productIds, soldOut) => shop.catalogChanges.products(productIds, { listings: soldOut }),
        // Magento's "Authorize and Capture": the order is invoiced (and captured) as soon as it exists.
        claimDiscount: (tx, use) => shop.coupons.claim(tx, use),
        invoiceAtPlacement: shop.config.paymentAction === 'authorize_capture' ? (orderId) => shop.sales.invoice(orderId, { notify: true }, SYSTEM_ACTOR) : null,
      }),
  },
  routes: checkoutRoutes,
  privateReads: {
    // The session that placed the order reads it, as the call does: the success page is rendered with it.
    lastOrder: async (visitor, shop) => {
      const record = await visitor.session();
      return record ? lastOrderOfSession(shop, record.id) : null;
    },
  },
});
