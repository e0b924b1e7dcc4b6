import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { t } from '@shop/ui/i18n';
import type { TimeSource } from '@shop/ui/clock';
import { formatMoney } from '@shop/ui/money';
import { cardDigits, type CardTypeCode } from '@shop/ui/validation';
import type { z } from 'zod';
import type { placeOrder, SavedAddress } from './contract';
import { isUniqueViolation, rows, type Db } from '../../../server/db/database';
import { addressRow, savedAsAddress } from '../../../server/db/address-rows';
import type { ShopServices } from '../../../server/feature';
import * as s from '../../../server/db/schema';
import type { Logger } from '../../../server/log';
import { inBaseCurrency, shownRate } from '../currency/api';
import type { CartOwner } from '../cart/model';
import type { CheckoutService, CheckoutLine } from './checkout.server';
import { shippingTitle } from './totals';
import { orderConfirmationMail } from './mails/order-confirmation';
import { defaultView, viewByCode, type StoreViewCode } from '../store-views/model';
import { queueMail } from '../mail/outbox.server';
import type { PaymentGateway } from '../../../server/services/payments/gateway';
import { reindexListingPrices } from '../../../server/services/price-index.server';

type CustomerService = ShopServices['customers'];

/** Place Order's input as the contract parsed it. */
export type PlaceOrderInput = z.output<typeof placeOrder.request>;

export type OrderRow = typeof s.orders.$inferSelect;

/** What Place Order answers: the order (new, or the one the same key made before), or a refusal. */
export type PlaceOrderResult = { kind: 'placed'; order: OrderRow } | { kind: 'refused'; status: 400 | 402 | 403 | 409 | 502; message: string };

/** The store's name as the platform's mails and messages give it. */
import { CHECKOUT_TEXTS, cartEmpty } from './texts';

export { cartEmpty };
/** Place Order's refusals (Magento's words), each read in the language of the request that shows it. */
export const PLACE_ORDER_MESSAGES = {
  get guestEmailRequired() {
    return t('Please enter your email address to place the order as a guest.');
  },
  get guestCheckoutDisabled() {
    return t('Please sign in to place your order.');
  },
  get billingAddressRequired() {
    return t('Please enter the billing address.');
  },
  get shippingMethodUnavailable() {
    return t('The shipping method is not available for this address. Please choose another one.');
  },
  get paymentMethodUnavailable() {
    return t('The payment method is not available.');
  },
  get cartChanged() {
    return t('Your cart changed while the order was being placed. Please review your order and place it again.');
  },
  get keyUsedElsewhere() {
    return t('This order was already submitted from another session.');
  },
  get gatewayUnavailable() {
    return t('The payment service did not answer, so your card was not charged. Please try again in a few minutes.');
  },
  /** The gateway answered with an error: its own reason is logged, the shopper reads the shop's words. */
  get gatewayFailed() {
    return t('We could not reach the payment service, so your card was not charged. Please try again in a few minutes.');
  },
};

/** The refusal a line without enough stock gets: it names the product and what is available. */
export function notEnoughStock(name: string, requested: number, available: number): string {
  return available <= 0
    ? `"${name}" is out of stock (0 available). Please remove it from your cart.`
    : `The requested quantity of "${name}" (${requested}) is not available: ${available} left in stock.`;
}

/** A refusal thrown inside the order transaction, so it rolls back. */
class Refusal extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 409 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** The increment id of a sequence value: zero-padded to 9 digits ("000000001"). */
export const incrementIdOf = (value: number | string) => String(value).padStart(9, '0');

export interface OrderServiceOptions {
  db: Db;
  clock: TimeSource;
  log: Logger;
  checkout: CheckoutService;
  customers: CustomerService;
  /** The payment methods on offer, by their code. */
  gateways: readonly PaymentGateway[];
  guestCheckoutAllowed: boolean;
  /** The shop's base URL (`shop.config.baseUrl`): the order mail's links are absolute under it. */
  baseUrl: string;
  /**
   * Told after an order's commit which products' stock it took, and whether any of them sold out
   * (the full-page cache purges their pages: ADR 0013). A failure is logged; the order stands.
   */
  onStockChange?: (productIds: number[], soldOut: boolean) => Promise<void>;
  /**
   * With the `authorize_capture` payment action, invoices the order right after its commit (the
   * sales capability's invoice: it captures the amount). Without it (`authorize`), the amount stays
   * authorized until staff invoice the order. A refused or failed invoice is logged; the order stands.
   */
  invoiceAtPlacement?: ((orderId: number) => Promise<{ kind: 'done' } | { kind: 'refused'; message: string }>) | null;
  /**
   * Counts the order's use of its discount code inside the order's transaction (under the rule's
   * lock); a message when no use is left, and the order is rolled back.
   */
  claimDiscount?: (tx: Db, use: { orderId: number; ruleId: number; code: string; customerId: number | null }) => Promise<string | null>;
}

/**
 * Placing orders (ADR 0009 for the payment flow): everything is validated and recomputed on the
 * server; the card is authorized before anything is written; then one transaction locks the cart's
 * owner, takes the stock with guarded updates, creates the order with its snapshot and empties the
 * cart. An idempotency key makes a retried submit answer the order it already made.
 */
export function createOrderService({ db, clock, log, checkout, customers, gateways, guestCheckoutAllowed, baseUrl, onStockChange, invoiceAtPlacement, claimDiscount }: OrderServiceOptions) {

  async function byKey(key: string, tx: Db = db): Promise<OrderRow | null> {
    const [row] = await tx.select().from(s.orders).where(eq(s.orders.idempotencyKey, key));
    return row ?? null;
  }

  /** Whether `order` was placed by this owner (a retry of its own submit). */
  const ownedBy = (order: OrderRow, owner: CartOwner) => (owner.customerId !== null ? order.customerId === owner.customerId : order.isGuest && order.sessionId === owner.sessionId);

  /** Serialises orders and cart changes of one owner (the lock cart changes take). */
  async function lockOwner(tx: Db, owner: CartOwner) {
    if (owner.customerId !== null) await tx.execute(sql`select id from customers where id = ${owner.customerId} for update`);
    else await tx.execute(sql`select id from sessions where id = ${owner.sessionId} for update`);
  }

  /** Units each stock product must give, stock products in id order (the order rows are locked in). */
  function demand(lines: CheckoutLine[]): [productId: number, qty: number, line: CheckoutLine][] {
    const byProduct = new Map<number, [number, number, CheckoutLine]>();
    for (const line of lines) {
      const entry = byProduct.get(line.stockProductId);
      if (entry) entry[1] += line.qty;
      else byProduct.set(line.stockProductId, [line.stockProductId, line.qty, line]);
    }
    return [...byProduct.values()].sort((a, b) => a[0] - b[0]);
  }

  /** The first line the stock cannot cover, as a refusal message, or null. */
  async function stockProblem(lines: CheckoutLine[], tx: Db = db): Promise<string | null> {
    const needed = demand(lines);
    const stock = await tx
      .select({ id: s.products.id, qty: s.products.qty, isInStock: s.products.isInStock })
      .from(s.products)
      .where(inArray(s.products.id, needed.map(([id]) => id)));
    for (const [id, qty, line] of needed) {
      const row = stock.find((candidate) => candidate.id === id);
      const available = row?.isInStock ? Math.max(0, row.qty) : 0;
      if (available < qty) return notEnoughStock(line.name, qty, available);
    }
    return null;
  }

  return {
    /**
     * Places the owner's cart as an order (see the `placeOrder` contract for the refusals). The
     * card is authorized first; a refused card writes nothing; an order that cannot be created
     * afterwards (stock, a changed cart, a duplicate submit) voids the authorization. The order is
     * in the currency of the store view `storeView` the call runs in (ADR 0040): charged in it, and
     * it records the base currency, the rate and the base grand total. Its lines keep their names in
     * that view (Magento's order item keeps the store view's name), and its confirmation mail is
     * written in the view's language and locale.
     */
    async placeOrder(owner: CartOwner, input: PlaceOrderInput, storeView: StoreViewCode = defaultView.code): Promise<PlaceOrderResult> {
      const refused = (status: 400 | 402 | 403 | 409 | 502, message: string): PlaceOrderResult => ({ kind: 'refused', status, message });
      const previous = await byKey(input.idempotency_key);
      if (previous) return ownedBy(previous, owner) ? { kind: 'placed', order: previous } : refused(409, PLACE_ORDER_MESSAGES.keyUsedElsewhere);

      let buyer: { email: string; firstname: string; lastname: string; customerId: number | null };
      if (owner.customerId !== null) {
        // A signed-in customer's order is the account's: its e-mail and name, whatever was typed.
        const customer = await customers.byId(owner.customerId);
        if (!customer) return refused(403, PLACE_ORDER_MESSAGES.guestCheckoutDisabled);
        buyer = { email: customer.email, firstname: customer.firstname, lastname: customer.lastname, customerId: customer.id };
      } else {
        if (!guestCheckoutAllowed) return refused(403, PLACE_ORDER_MESSAGES.guestCheckoutDisabled);
        if (!input.email) return refused(400, PLACE_ORDER_MESSAGES.guestEmailRequired);
        buyer = { email: input.email.trim(), firstname: input.shipping_address.firstname, lastname: input.shipping_address.lastname, customerId: null };
      }
      const shipping = input.shipping_address;
      const billing = input.billing_same_as_shipping ? shipping : input.billing_address;
      if (!billing) return refused(400, PLACE_ORDER_MESSAGES.billingAddressRequired);
      const gateway = gateways.find((candidate) => candidate.code === input.payment.method);
      if (!gateway) return refused(400, PLACE_ORDER_MESSAGES.paymentMethodUnavailable);

      const destination = { countryId: shipping.country_id, regionCode: shipping.region_code };
      const quote = await checkout.quote(owner, destination, input.shipping_method, db, storeView);
      if (!quote) return refused(400, cartEmpty());
      if (!quote.methods.some((method) => method.code === input.shipping_method)) return refused(400, PLACE_ORDER_MESSAGES.shippingMethodUnavailable);
      // Checked again under lock below; asking first spares the card a hold that would be voided.
      const shortage = await stockProblem(quote.lines);
      if (shortage) return refused(409, shortage);

      const card = {
        number: cardDigits(input.payment.ccNumber),
        type: input.payment.ccType as CardTypeCode,
        expMonth: Number(input.payment.ccExpMonth),
        expYear: input.payment.ccExpYear.trim().length === 2 ? 2000 + Number(input.payment.ccExpYear) : Number(input.payment.ccExpYear),
        cvn: input.payment.ccCvn.trim(),
      };
      const last4 = card.number.slice(-4);
      let authorization;
      try {
        authorization = await gateway.authorize({ amount: quote.totals.grand_total, currency: quote.totals.currency, reference: input.idempotency_key, card });
      } catch (error) {
        log.warn('payment authorization failed', { method: gateway.code, err: error instanceof Error ? error.message : 'unknown' });
        return refused(502, PLACE_ORDER_MESSAGES.gatewayUnavailable);
      }
      // The shopper reads the shop's words in the call's language (SPEC: "Your card was declined."),
      // whatever the gateway's own reason, which is logged.
      if (authorization.status === 'declined') {
        log.info('payment declined', { method: gateway.code, reason: authorization.reason });
        return refused(402, CHECKOUT_TEXTS.cardDeclined);
      }
      if (authorization.status === 'error') {
        log.warn('payment gateway error', { method: gateway.code, reason: authorization.reason });
        return refused(502, PLACE_ORDER_MESSAGES.gatewayFailed);
      }
      const transactionId = authorization.transactionId;
      const release = async () => {
        const voided = await gateway.void(transactionId).catch(() => ({ status: 'error' as const }));
        if (voided.status !== 'approved') log.warn('payment void failed', { method: gateway.code });
      };

      let order: OrderRow;
      try {
        const outcome = await db.transaction(async (tx) => {
          await lockOwner(tx, owner);
          const twin = await byKey(input.idempotency_key, tx);
          if (twin) return { kind: 'duplicate' as const, order: twin };
          const fresh = await checkout.quote(owner, destination, input.shipping_method, tx, storeView);
          if (!fresh) throw new Refusal(409, PLACE_ORDER_MESSAGES.cartChanged);
          if (fresh.totals.grand_total !== quote.totals.grand_total || fresh.selected?.code !== input.shipping_method) throw new Refusal(409, PLACE_ORDER_MESSAGES.cartChanged);
          // The base currency's grand total: the same cart priced in it (Magento's base_grand_total).
          const { rate } = shownRate(checkout.currency);
          const base = fresh.totals.currency === checkout.currency ? fresh : await inBaseCurrency(() => checkout.quote(owner, destination, input.shipping_method, tx));

          // Guarded updates: a row changes only while it still has the units, so two orders can
          // never sell the same unit; the row lock they take holds until commit.
          let soldOut = false;
          for (const [productId, qty, line] of demand(fresh.lines)) {
            const taken = await tx
              .update(s.products)
              .set({ qty: sql`${s.products.qty} - ${qty}`, isInStock: sql`${s.products.qty} - ${qty} > 0` })
              .where(and(eq(s.products.id, productId), eq(s.products.isInStock, true), gte(s.products.qty, qty)))
              .returning({ id: s.products.id, isInStock: s.products.isInStock });
            if (taken.length === 0) throw new Refusal(409, (await stockProblem([line], tx)) ?? notEnoughStock(line.name, qty, 0));
            if (!taken[0]!.isInStock) soldOut = true;
          }

          // A child sold out changes what its configurable product is listed (and sorted) at.
          await reindexListingPrices(tx, demand(fresh.lines).map(([productId]) => productId));

          const [next] = rows<{ value: string }>(await tx.execute(sql`select nextval('order_increment_seq')::text as value`));
          const totals = fresh.totals;
          const [created] = await tx
            .insert(s.orders)
            .values({
              incrementId: incrementIdOf(next!.value),
              customerId: buyer.customerId,
              customerEmail: buyer.email,
              customerFirstname: buyer.firstname,
              customerLastname: buyer.lastname,
              isGuest: buyer.customerId === null,
              sessionId: owner.sessionId,
              status: 'processing',
              currency: totals.currency,
              baseCurrency: checkout.currency,
              baseToOrderRate: rate,
              baseGrandTotal: base?.totals.grand_total ?? totals.grand_total,
              storeView,
              totalQty: totals.items_qty,
              subtotal: totals.subtotal,
              shippingAmount: totals.shipping,
              taxAmount: totals.tax,
              grandTotal: totals.grand_total,
              discountAmount: totals.discount ?? 0,
              couponCode: totals.coupon_code ?? null,
              shippingMethod: fresh.selected!.code,
              shippingDescription: shippingTitle(fresh.selected!),
              idempotencyKey: input.idempotency_key,
            })
            .returning();
          const orderId = created!.id;
          if (fresh.discount && claimDiscount) {
            const usedUp = await claimDiscount(tx, { orderId, ruleId: fresh.discount.ruleId, code: fresh.discount.code, customerId: buyer.customerId });
            if (usedUp) throw new Refusal(409, usedUp);
          }
          await tx.insert(s.orderItems).values(
            fresh.lines.map((line) => ({
              orderId,
              productId: line.productId,
              childProductId: line.childProductId,
              productType: line.productType,
              sku: line.sku,
              name: line.name,
              options: line.options,
              price: line.price,
              originalPrice: line.originalPrice,
              qty: line.qty,
              rowTotal: line.rowTotal,
            })),
          );
          await tx.insert(s.orderAddresses).values([
            { orderId, addressType: 'shipping' as const, email: buyer.email, ...addressRow(shipping) },
            { orderId, addressType: 'billing' as const, email: buyer.email, ...addressRow(billing) },
          ]);
          await tx.insert(s.orderPayments).values({ orderId, method: gateway.code, ccType: card.type, ccLast4: last4, status: 'authorized', transactionId, amount: totals.grand_total, amountAuthorized: totals.grand_total });
          await tx.insert(s.orderPaymentTransactions).values({ orderId, txnType: 'authorization', txnId: transactionId, amount: totals.grand_total });
          await tx.insert(s.orderStatusHistory).values([
            { orderId, status: 'pending' as const, comment: 'Order placed.' },
            { orderId, status: 'processing' as const, comment: `Authorized amount of ${formatMoney(totals.grand_total, { currency: totals.currency })}. Transaction ID: "${transactionId}"`, isCustomerNotified: true },
          ]);
          await tx.delete(s.carts).where(eq(s.carts.id, fresh.cartId));

          if (input.save_in_address_book && buyer.customerId !== null) {
            const saved = await tx.select().from(s.customerAddresses).where(eq(s.customerAddresses.customerId, buyer.customerId));
            const row = addressRow(shipping);
            const known = saved.some((address) => JSON.stringify(addressRow(savedAsAddress(address))) === JSON.stringify(row));
            if (!known) await tx.insert(s.customerAddresses).values({ customerId: buyer.customerId, ...row, isDefaultBilling: saved.length === 0, isDefaultShipping: saved.length === 0 });
          }
          // Rendered here: the mail shows the increment id and the lines the transaction priced.
          const confirmation = await orderConfirmationMail({ baseUrl, view: viewByCode(storeView) ?? defaultView, order: { ...created!, placedAt: new Date(clock.now()) }, items: fresh.lines, shippingAddress: shipping, billingAddress: billing, payment: { type: card.type, last4 } });
          await queueMail(tx, { kind: 'order_confirmation', to: buyer.email, toName: `${buyer.firstname} ${buyer.lastname}`, ...confirmation }, new Date(clock.now()));
          return { kind: 'created' as const, order: created!, stock: { productIds: demand(fresh.lines).map(([productId]) => productId), soldOut } };
        });
        if (outcome.kind === 'duplicate') {
          await release();
          return ownedBy(outcome.order, owner) ? { kind: 'placed', order: outcome.order } : refused(409, PLACE_ORDER_MESSAGES.keyUsedElsewhere);
        }
        order = outcome.order;
        await onStockChange?.(outcome.stock.productIds, outcome.stock.soldOut).catch((error: unknown) => log.warn('stock change not passed on', { err: error }));
      } catch (error) {
        await release();
        if (error instanceof Refusal) return refused(error.status, error.message);
        if (isUniqueViolation(error, 'orders_idempotency_idx')) {
          const twin = await byKey(input.idempotency_key);
          if (twin) return ownedBy(twin, owner) ? { kind: 'placed', order: twin } : refused(409, PLACE_ORDER_MESSAGES.keyUsedElsewhere);
        }
        throw error;
      }

      log.info('order placed', { incrementId: order.incrementId });
      // Authorize and capture: the order exists, so it is invoiced and the money taken now. A failed
      // capture leaves the payment 'authorized' for staff to invoice later; the order stands.
      if (invoiceAtPlacement) {
        const invoiced = await invoiceAtPlacement(order.id).catch((error: unknown) => ({ kind: 'refused' as const, message: error instanceof Error ? error.message : 'unknown' }));
        if (invoiced.kind !== 'done') log.warn('invoice at placement failed', { incrementId: order.incrementId, reason: invoiced.message });
      }
      return { kind: 'placed', order };
    },

    /** The most recent order placed in a session (the success page's), or null. */
    async lastOrderOfSession(sessionId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(s.orders).where(eq(s.orders.sessionId, sessionId)).orderBy(desc(s.orders.id)).limit(1);
      return row ?? null;
    },

    /** An order's lines as bought (the success page's analytics reads them). */
    async linesOf(orderId: number): Promise<{ sku: string; name: string; price: number; qty: number; options: (typeof s.orderItems.$inferSelect)['options'] }[]> {
      return db
        .select({ sku: s.orderItems.sku, name: s.orderItems.name, price: s.orderItems.price, qty: s.orderItems.qty, options: s.orderItems.options })
        .from(s.orderItems)
        .where(eq(s.orderItems.orderId, orderId))
        .orderBy(s.orderItems.id);
    },

    /**
     * Makes a guest order the new customer's, inside the transaction that created the account:
     * it follows the session to its new id, so the success page still finds it. False when the
     * order is no longer a guest order (two requests raced).
     */
    async assignToCustomer(tx: Db, orderId: number, customerId: number, sessionId: string): Promise<boolean> {
      const changed = await tx
        .update(s.orders)
        .set({ customerId, isGuest: false, sessionId, updatedAt: new Date(clock.now()) })
        .where(and(eq(s.orders.id, orderId), eq(s.orders.isGuest, true)))
        .returning({ id: s.orders.id });
      return changed.length > 0;
    },

    /** A customer's saved addresses, defaults first. */
    async addressesOf(customerId: number): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(s.customerAddresses)
        .where(eq(s.customerAddresses.customerId, customerId))
        .orderBy(desc(s.customerAddresses.isDefaultShipping), desc(s.customerAddresses.isDefaultBilling), s.customerAddresses.id);
      return rows.map((row) => ({ id: row.id, ...savedAsAddress(row), is_default_shipping: row.isDefaultShipping, is_default_billing: row.isDefaultBilling }));
    },
  };
}


export type OrderService = ReturnType<typeof createOrderService>;
