import { and, asc, eq, sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import { formatMoney } from '@shop/ui/money';
import type { z } from 'zod';
import { rows, type Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { Logger } from '../../../server/log';
import type { PaymentGateway, TransactionResult } from '../../../server/services/payments/gateway';
import { commentInput, invoiceInput, refundInput, shipInput, trackInput, type CommentInput, type InvoiceInput, type RefundInput, type ShipInput, type TrackInput } from './inputs';
import {
  afterCancel,
  canCancel,
  canCreditmemo,
  canInvoice,
  canShip,
  creditmemoProblem,
  creditmemoTotals,
  invoiceTotals,
  qtyToCancel,
  qtyToInvoice,
  qtyToRefund,
  qtyToShip,
  refundPlan,
  settledStatus,
  type Actor,
  type ItemQuantities,
  type SalesOrderStatus,
} from './model';
import { claimOrder, readOrderState, releaseClaim, type OrderLine, type OrderState } from './order-state.server';
import { creditmemoItems, creditmemos, creditmemoIncrementSequence, invoiceIncrementSequence, invoiceItems, invoices, shipmentIncrementSequence, shipmentItems, shipments, shipmentTracks } from './schema.server';
import { returnStock, type StockReturn } from './stock.server';
import { SALES_TEXTS } from './texts';
import type { SalesMails } from './mails.server';

/** A refusal: nothing changed; the caller answers it with a 4xx and the message. */
export interface SalesRefusal {
  kind: 'refused';
  message: string;
}

/** An action's outcome: done (with what it made), or refused. Never thrown for a refusal. */
export type SalesResult<T> = ({ kind: 'done' } & T) | SalesRefusal;

export interface SalesServiceOptions {
  db: Db;
  clock: TimeSource;
  log: Logger;
  gateways: readonly PaymentGateway[];
  mails: SalesMails;
  /** Told after the commit which products got units back (the catalogue's change feed: their pages are purged). */
  onStockReturn: (change: StockReturn) => Promise<void>;
  /** Told on an invoice's transaction, once it is recorded (reward points are earned with it). */
  onInvoiced?: (tx: Tx, order: OrderState['order'], invoice: { id: number; subtotal: number; discountAmount: number }) => Promise<void>;
  /** Told on a credit memo's transaction, once it is recorded (reward points are taken back with it). */
  onRefunded?: (tx: Tx, order: OrderState['order'], creditmemo: { id: number; subtotal: number; discountAmount: number }) => Promise<void>;
  /** Inside a cancellation's transaction: what the order held is given back (its discount code's use). */
  onCancel?: (tx: Db, orderId: number) => Promise<void>;
}

type Tx = Db;
const refused = (message: string): SalesRefusal => ({ kind: 'refused', message });
const staffOf = (actor: Actor) => (actor.kind === 'staff' ? { staffId: actor.id, staffName: actor.name } : { staffId: null, staffName: null });
const incrementIdOf = (value: string) => value.padStart(9, '0');

/** The next number of a document sequence ("000000001"). */
async function nextIncrementId(tx: Tx, sequence: typeof invoiceIncrementSequence): Promise<string> {
  const [next] = rows<{ value: string }>(await tx.execute(sql`select nextval(${sequence.seqName}::regclass)::text as value`));
  return incrementIdOf(next!.value);
}

/** A zod failure as one message (the first problem), as the contracts answer it. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): { ok: true; value: z.output<T> } | { ok: false; refusal: SalesRefusal } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, refusal: refused(result.error.issues[0]?.message ?? 'Invalid input.') };
}

/**
 * Units asked per line, checked against what each line allows (`left`); absent: all that is left.
 * A refusal names the line, in Magento's words.
 */
function chosenUnits(lines: readonly OrderLine[], asked: readonly { orderItemId: number; qty: number }[] | undefined, left: (item: ItemQuantities) => number, invalid: (name: string) => string): Map<number, number> | SalesRefusal {
  if (!asked) return new Map(lines.map((line) => [line.orderItemId, left(line)]));
  const units = new Map<number, number>();
  for (const { orderItemId, qty } of asked) {
    const line = lines.find((candidate) => candidate.orderItemId === orderItemId);
    if (!line) return refused(SALES_TEXTS.unknownItem);
    const total = (units.get(orderItemId) ?? 0) + qty;
    if (total > left(line)) return refused(invalid(line.row.name));
    units.set(orderItemId, total);
  }
  return units;
}

const totalUnits = (units: ReadonlyMap<number, number>) => [...units.values()].reduce((sum, qty) => sum + qty, 0);

/** Lines with units added to one of their counters, for the status the order settles in. */
function withUnits(state: OrderState, key: 'invoiced' | 'shipped' | 'refunded', units: ReadonlyMap<number, number>): ItemQuantities[] {
  return state.lines.map((line) => ({ ...line, [key]: line[key] + (units.get(line.orderItemId) ?? 0) }));
}

/**
 * The order's life after Place Order (ADR 0029): invoices (capture), shipments, cancellation (void,
 * stock back), credit memos (refund, stock back on request) and comments, as Magento's admin runs them.
 *
 * An action that calls the gateway runs in three steps, never holding a transaction across the call:
 * (1) lock the order's row, check the state, take the order's claim, commit; (2) the gateway call;
 * (3) lock again, record the outcome (the document, the payment's amounts and transactions, the
 * history, the mail) and drop the claim, in one transaction. While a claim exists every other action
 * on the order is refused, so two staff acting at once cannot both capture, refund or void.
 */
export function createSalesService({ db, clock, log, gateways, mails, onStockReturn, onInvoiced, onRefunded, onCancel }: SalesServiceOptions) {
  const now = () => new Date(clock.now());

  function gatewayOf(state: OrderState): PaymentGateway | null {
    return gateways.find((gateway) => gateway.code === state.payment?.method) ?? null;
  }

  /** Calls the gateway; a throw is an error answer (the provider could not decide). */
  async function ask(call: () => Promise<TransactionResult>, what: string, incrementId: string): Promise<TransactionResult> {
    try {
      return await call();
    } catch (error) {
      log.warn(`payment ${what} failed`, { incrementId, err: error instanceof Error ? error.message : 'unknown' });
      return { status: 'error', reason: SALES_TEXTS.gatewayFailed };
    }
  }

  async function addHistory(tx: Tx, orderId: number, entry: { status: SalesOrderStatus; comment: string; notified?: boolean; visibleOnFront?: boolean; actor: Actor }) {
    await tx.insert(s.orderStatusHistory).values({
      orderId,
      status: entry.status,
      comment: entry.comment,
      isCustomerNotified: entry.notified ?? false,
      isVisibleOnFront: entry.visibleOnFront ?? false,
      ...staffOf(entry.actor),
      createdAt: now(),
    });
  }

  async function setStatus(tx: Tx, orderId: number, status: SalesOrderStatus) {
    await tx.update(s.orders).set({ status, updatedAt: now() }).where(eq(s.orders.id, orderId));
  }

  /**
   * Step 1 of a gateway action: under the order's lock, `check` decides from the state (a refusal, or
   * what step 3 needs), and the claim is taken in the same transaction.
   */
  async function claim<R extends object>(orderId: number, action: 'invoice' | 'refund' | 'cancel', check: (state: OrderState) => R): Promise<{ kind: 'claimed'; state: OrderState; plan: Exclude<R, SalesRefusal> } | SalesRefusal> {
    return db.transaction(async (tx) => {
      const state = await readOrderState(tx, orderId, { lock: true });
      if (!state) return refused(SALES_TEXTS.orderNotFound);
      if (state.claimed) return refused(SALES_TEXTS.inProgress);
      const plan = check(state);
      if ('kind' in plan && plan.kind === 'refused') return plan as unknown as SalesRefusal;
      await claimOrder(tx, orderId, action);
      return { kind: 'claimed' as const, state, plan: plan as Exclude<R, SalesRefusal> };
    });
  }

  /** Step 3: under the order's lock again, the claim dropped and `record` run on the state as it is now. */
  async function settle<R>(orderId: number, action: 'invoice' | 'refund' | 'cancel', record: (tx: Tx, state: OrderState) => Promise<R>): Promise<R> {
    return db.transaction(async (tx) => {
      const state = (await readOrderState(tx, orderId, { lock: true }))!;
      await releaseClaim(tx, orderId, action);
      return record(tx, state);
    });
  }

  /** Drops a claim after a gateway refusal (nothing else changes). */
  const release = (orderId: number, action: 'invoice' | 'refund' | 'cancel') => db.transaction((tx) => releaseClaim(tx, orderId, action));

  const money = (state: OrderState) => (minor: number) => formatMoney(minor, { currency: state.order.currency });

  return {
    /**
     * Invoices the order (all that is left, or `items`), capturing the invoice's amount from the
     * authorization; the order's first invoice bills its shipping. Magento's "Submit Invoice" with
     * "Capture Online".
     */
    async invoice(orderId: number, input: InvoiceInput, actor: Actor): Promise<SalesResult<{ invoiceId: number; incrementId: string }>> {
      const parsedInput = parsed(invoiceInput, input);
      if (!parsedInput.ok) return parsedInput.refusal;
      const { items, comment, notify } = parsedInput.value;
      const claimed = await claim(orderId, 'invoice', (state) => {
        if (!canInvoice(state.facts)) return refused(SALES_TEXTS.invoiceNotAllowed);
        const units = chosenUnits(state.lines, items, qtyToInvoice, SALES_TEXTS.invalidInvoiceQty);
        if (!(units instanceof Map)) return units;
        if (totalUnits(units) === 0) return refused(SALES_TEXTS.invoiceWithoutProducts);
        const totals = invoiceTotals(state.lines, units, { amount: state.order.shippingAmount, invoicedBefore: state.shippingInvoiced > 0 || state.lines.some((line) => line.invoiced > 0) }, state.discountToInvoice);
        const payment = state.payment;
        const gateway = gatewayOf(state);
        if (!payment?.transactionId || !gateway) return refused(SALES_TEXTS.paymentUnavailable);
        if (totals.grandTotal > payment.amountAuthorized - payment.amountPaid - payment.amountCanceled || payment.status === 'voided') return refused(SALES_TEXTS.captureNotAvailable);
        return { units, totals, gateway, authorizationId: payment.transactionId };
      });
      if (claimed.kind === 'refused') return claimed;
      const { state, plan } = claimed;

      const captured = plan.totals.grandTotal > 0 ? await ask(() => plan.gateway.capture(plan.authorizationId, plan.totals.grandTotal), 'capture', state.order.incrementId) : null;
      if (captured && captured.status !== 'approved') {
        await release(orderId, 'invoice');
        return refused(captured.reason);
      }

      return settle(orderId, 'invoice', async (tx, current) => {
        const { totals } = plan;
        const incrementId = await nextIncrementId(tx, invoiceIncrementSequence);
        const [invoice] = await tx
          .insert(invoices)
          .values({ orderId, incrementId, subtotal: totals.subtotal, taxAmount: totals.taxAmount, shippingAmount: totals.shippingAmount, discountAmount: totals.discountAmount, grandTotal: totals.grandTotal, transactionId: captured?.transactionId ?? null, comment: comment || null, isCustomerNotified: notify, createdAt: now() })
          .returning();
        await tx.insert(invoiceItems).values(totals.lines.map((line) => ({ invoiceId: invoice!.id, ...line })));
        const payment = current.payment!;
        const paid = payment.amountPaid + totals.grandTotal;
        await tx.update(s.orderPayments).set({ amountPaid: paid, status: 'captured' }).where(eq(s.orderPayments.id, payment.id));
        if (captured) {
          await tx.insert(s.orderPaymentTransactions).values({ orderId, txnType: 'capture', txnId: captured.transactionId, parentTxnId: plan.authorizationId, amount: totals.grandTotal, createdAt: now() });
          if (paid >= payment.amountAuthorized) await tx.update(s.orderPaymentTransactions).set({ isClosed: true }).where(and(eq(s.orderPaymentTransactions.orderId, orderId), eq(s.orderPaymentTransactions.txnId, plan.authorizationId)));
        }
        const status = settledStatus({ ...current.facts, items: withUnits(current, 'invoiced', plan.units), paid, actionInProgress: false });
        await setStatus(tx, orderId, status);
        const captureNote = captured ? `Captured amount of ${money(current)(totals.grandTotal)} online. Transaction ID: "${captured.transactionId}"` : `Invoice #${incrementId} created.`;
        await addHistory(tx, orderId, { status, comment: captureNote, notified: notify, actor });
        if (notify) await mails.invoice(tx, { order: current.order, invoice: invoice!, lines: totals.lines, orderLines: current.lines, comment });
        await onInvoiced?.(tx, current.order, invoice!);
        return { kind: 'done' as const, invoiceId: invoice!.id, incrementId };
      });
    },

    /** Ships units (all that is left, or `items`) with their tracking numbers. No gateway: one transaction. */
    async ship(orderId: number, input: ShipInput, actor: Actor): Promise<SalesResult<{ shipmentId: number; incrementId: string }>> {
      const parsedInput = parsed(shipInput, input);
      if (!parsedInput.ok) return parsedInput.refusal;
      const { items, tracks, comment, notify } = parsedInput.value;
      return db.transaction(async (tx) => {
        const state = await readOrderState(tx, orderId, { lock: true });
        if (!state) return refused(SALES_TEXTS.orderNotFound);
        if (state.claimed) return refused(SALES_TEXTS.inProgress);
        if (!canShip(state.facts)) return refused(SALES_TEXTS.shipNotAllowed);
        const units = chosenUnits(state.lines, items, qtyToShip, SALES_TEXTS.invalidShipQty);
        if (!(units instanceof Map)) return units;
        if (totalUnits(units) === 0) return refused(SALES_TEXTS.shipWithoutProducts);

        const incrementId = await nextIncrementId(tx, shipmentIncrementSequence);
        const [shipment] = await tx.insert(shipments).values({ orderId, incrementId, totalQty: totalUnits(units), comment: comment || null, isCustomerNotified: notify, createdAt: now() }).returning();
        await tx.insert(shipmentItems).values([...units].filter(([, qty]) => qty > 0).map(([orderItemId, qty]) => ({ shipmentId: shipment!.id, orderItemId, qty })));
        const trackRows = tracks.length > 0 ? await tx.insert(shipmentTracks).values(tracks.map((track) => ({ shipmentId: shipment!.id, orderId, carrierCode: track.carrier, title: track.title || track.carrier, trackNumber: track.number, createdAt: now() }))).returning() : [];
        const status = settledStatus({ ...state.facts, items: withUnits(state, 'shipped', units) });
        await setStatus(tx, orderId, status);
        await addHistory(tx, orderId, { status, comment: `Shipment #${incrementId} created.`, notified: notify, actor });
        if (notify) await mails.shipment(tx, { order: state.order, shipment: shipment!, units, orderLines: state.lines, tracks: trackRows, comment });
        return { kind: 'done' as const, shipmentId: shipment!.id, incrementId };
      });
    },

    /** Adds a tracking number to a shipment (Magento's "Add Tracking Number"). */
    async addTrack(shipmentId: number, input: TrackInput, actor: Actor): Promise<SalesResult<{ trackId: number }>> {
      const parsedInput = parsed(trackInput, input);
      if (!parsedInput.ok) return parsedInput.refusal;
      const track = parsedInput.value;
      const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
      if (!shipment) return refused(SALES_TEXTS.shipmentNotFound);
      const [row] = await db.insert(shipmentTracks).values({ shipmentId, orderId: shipment.orderId, carrierCode: track.carrier, title: track.title || track.carrier, trackNumber: track.number, createdAt: now() }).returning();
      log.info('tracking number added', { shipment: shipment.incrementId, by: actor.kind });
      return { kind: 'done', trackId: row!.id };
    },

    /**
     * Cancels the order: the authorization is voided (what was not captured), the lines lose what
     * was neither billed nor shipped and those units go back to stock. A partly billed order stays
     * processing (or complete) for what was billed, as in Magento.
     */
    async cancel(orderId: number, actor: Actor): Promise<SalesResult<{ status: SalesOrderStatus }>> {
      const claimed = await claim(orderId, 'cancel', (state) => {
        if (!canCancel(state.facts)) return refused(SALES_TEXTS.cancelNotAllowed);
        const payment = state.payment;
        const open = payment?.transactionId && payment.status !== 'voided' && payment.amountAuthorized - payment.amountPaid - payment.amountCanceled > 0 ? payment : null;
        const gateway = gatewayOf(state);
        if (open && !gateway) return refused(SALES_TEXTS.paymentUnavailable);
        return { void: open && gateway ? { gateway, authorizationId: open.transactionId!, amount: open.amountAuthorized - open.amountPaid - open.amountCanceled } : null };
      });
      if (claimed.kind === 'refused') return claimed;
      const { state, plan } = claimed;

      const voided = plan.void ? await ask(() => plan.void!.gateway.void(plan.void!.authorizationId), 'void', state.order.incrementId) : null;
      if (voided && voided.status !== 'approved') {
        await release(orderId, 'cancel');
        return refused(`${SALES_TEXTS.cancelNotAllowed} ${voided.reason}`);
      }

      const { status, stock } = await settle(orderId, 'cancel', async (tx, current) => {
        const after = afterCancel(current.facts);
        const give = current.lines.map((line) => ({ row: line.row, qty: qtyToCancel(line) }));
        for (const [index, line] of current.lines.entries()) {
          const canceled = after.items[index]!.canceled;
          if (canceled !== line.canceled) await tx.update(s.orderItems).set({ qtyCanceled: canceled }).where(eq(s.orderItems.id, line.orderItemId));
        }
        const stock = await returnStock(tx, give);
        await onCancel?.(tx, orderId);
        const payment = current.payment;
        let note = 'Canceled the order.';
        if (voided && plan.void && payment) {
          await tx.update(s.orderPayments).set({ amountCanceled: payment.amountCanceled + plan.void.amount, ...(payment.amountPaid === 0 ? { status: 'voided' as const } : {}) }).where(eq(s.orderPayments.id, payment.id));
          await tx.insert(s.orderPaymentTransactions).values({ orderId, txnType: 'void', txnId: voided.transactionId, parentTxnId: plan.void.authorizationId, amount: plan.void.amount, isClosed: true, createdAt: now() });
          await tx.update(s.orderPaymentTransactions).set({ isClosed: true }).where(and(eq(s.orderPaymentTransactions.orderId, orderId), eq(s.orderPaymentTransactions.txnId, plan.void.authorizationId)));
          note += ` Voided authorization of ${money(current)(plan.void.amount)}. Transaction ID: "${voided.transactionId}"`;
        }
        await setStatus(tx, orderId, after.status);
        await addHistory(tx, orderId, { status: after.status, comment: note, notified: true, actor });
        await mails.canceled(tx, { order: { ...current.order, status: after.status } });
        return { status: after.status, stock };
      });
      await onStockReturn(stock).catch((error: unknown) => log.warn('stock change not passed on', { err: error }));
      return { kind: 'done', status };
    },

    /**
     * Creates a credit memo: the lines' units (each back to stock on request), shipping and
     * adjustments are refunded through the gateway from the captures, oldest first. Nothing captured
     * means nothing to refund: refused. At most what was captured and not yet refunded.
     */
    async refund(orderId: number, input: RefundInput, actor: Actor): Promise<SalesResult<{ creditmemoId: number; incrementId: string }>> {
      const parsedInput = parsed(refundInput, input);
      if (!parsedInput.ok) return parsedInput.refusal;
      const { items, shipping, adjustmentPositive, adjustmentNegative, comment, notify } = parsedInput.value;
      const claimed = await claim(orderId, 'refund', (state) => {
        if (!canCreditmemo(state.facts)) return refused(SALES_TEXTS.creditmemoNotAllowed);
        const units = chosenUnits(state.lines, items, qtyToRefund, SALES_TEXTS.invalidRefundQty);
        if (!(units instanceof Map)) return units;
        const totals = creditmemoTotals(state.lines, units, { shipping, adjustmentPositive, adjustmentNegative }, state.discountToRefund);
        const limits = { paid: state.facts.paid, refunded: state.facts.refunded, shippingRefundable: state.shippingInvoiced - state.shippingRefunded };
        const problem = creditmemoProblem(totals, limits, money(state));
        if (problem) return refused(problem);
        const gateway = gatewayOf(state);
        if (!gateway) return refused(SALES_TEXTS.paymentUnavailable);
        return { units, totals, gateway };
      });
      if (claimed.kind === 'refused') return claimed;
      const { state, plan } = claimed;

      // The captures and what each has left to give, from the transactions recorded under the claim.
      const transactions = await db.select().from(s.orderPaymentTransactions).where(eq(s.orderPaymentTransactions.orderId, orderId)).orderBy(asc(s.orderPaymentTransactions.id));
      const captures = transactions
        .filter((txn) => txn.txnType === 'capture')
        .map((txn) => ({ txnId: txn.txnId, refundable: txn.amount - transactions.filter((other) => other.txnType === 'refund' && other.parentTxnId === txn.txnId).reduce((sum, other) => sum + other.amount, 0) }));
      const parts = refundPlan(captures, plan.totals.grandTotal);
      if (!parts) {
        await release(orderId, 'refund');
        return refused(`The most money available to refund is ${money(state)(captures.reduce((sum, capture) => sum + capture.refundable, 0))}.`);
      }
      const given: { captureId: string; refundId: string; amount: number }[] = [];
      let failure: string | null = null;
      for (const part of parts) {
        const answer = await ask(() => plan.gateway.refund(part.capture.txnId, part.amount), 'refund', state.order.incrementId);
        if (answer.status !== 'approved') {
          failure = answer.reason;
          break;
        }
        given.push({ captureId: part.capture.txnId, refundId: answer.transactionId, amount: part.amount });
      }
      const refundedNow = given.reduce((sum, part) => sum + part.amount, 0);

      const outcome = await settle(orderId, 'refund', async (tx, current) => {
        const payment = current.payment!;
        const refundedTotal = payment.amountRefunded + refundedNow;
        if (given.length > 0) {
          await tx.update(s.orderPayments).set({ amountRefunded: refundedTotal, ...(refundedTotal >= payment.amountPaid ? { status: 'refunded' as const } : {}) }).where(eq(s.orderPayments.id, payment.id));
          await tx.insert(s.orderPaymentTransactions).values(given.map((part) => ({ orderId, txnType: 'refund' as const, txnId: part.refundId, parentTxnId: part.captureId, amount: part.amount, isClosed: true, createdAt: now() })));
        }
        const lastId = given.at(-1)?.refundId ?? '';
        if (failure !== null) {
          // Some captures gave back and a later one refused: the money given is recorded; no credit memo.
          if (given.length > 0) await addHistory(tx, orderId, { status: current.order.status, comment: `We refunded ${money(current)(refundedNow)} online, but the rest of the refund was refused: ${failure} Transaction ID: "${lastId}"`, actor });
          return refused(failure);
        }
        const { totals } = plan;
        const incrementId = await nextIncrementId(tx, creditmemoIncrementSequence);
        const [memo] = await tx
          .insert(creditmemos)
          .values({
            orderId,
            incrementId,
            subtotal: totals.subtotal,
            taxAmount: totals.taxAmount,
            shippingAmount: totals.shippingAmount,
            adjustmentPositive: totals.adjustmentPositive,
            adjustmentNegative: totals.adjustmentNegative,
            discountAmount: totals.discountAmount,
            grandTotal: totals.grandTotal,
            transactionId: lastId || null,
            comment: comment || null,
            isCustomerNotified: notify,
            createdAt: now(),
          })
          .returning();
        const backToStock = new Set(items.filter((item) => item.backToStock).map((item) => item.orderItemId));
        if (totals.lines.length > 0) await tx.insert(creditmemoItems).values(totals.lines.map((line) => ({ creditmemoId: memo!.id, ...line, backToStock: backToStock.has(line.orderItemId) })));
        const stock = await returnStock(
          tx,
          totals.lines.filter((line) => backToStock.has(line.orderItemId)).map((line) => ({ row: current.lines.find((candidate) => candidate.orderItemId === line.orderItemId)!.row, qty: line.qty })),
        );
        const status = settledStatus({ ...current.facts, items: withUnits(current, 'refunded', plan.units), refunded: refundedTotal, actionInProgress: false });
        await setStatus(tx, orderId, status);
        await addHistory(tx, orderId, { status, comment: `We refunded ${money(current)(totals.grandTotal)} online. Transaction ID: "${lastId}"`, notified: notify, actor });
        if (notify) await mails.creditmemo(tx, { order: current.order, creditmemo: memo!, lines: totals.lines, orderLines: current.lines, comment });
        await onRefunded?.(tx, current.order, memo!);
        return { kind: 'done' as const, creditmemoId: memo!.id, incrementId, stock };
      });
      if (outcome.kind === 'refused') return outcome;
      await onStockReturn(outcome.stock).catch((error: unknown) => log.warn('stock change not passed on', { err: error }));
      return { kind: 'done', creditmemoId: outcome.creditmemoId, incrementId: outcome.incrementId };
    },

    /** Adds a comment to the order's history (Magento's "Comments History"), e-mailed to the customer with `notify`. */
    async addComment(orderId: number, input: CommentInput, actor: Actor): Promise<SalesResult<{ historyId: number }>> {
      const parsedInput = parsed(commentInput, input);
      if (!parsedInput.ok) return parsedInput.refusal;
      const { comment, status, notify, visibleOnFront } = parsedInput.value;
      if (comment === '') return refused(SALES_TEXTS.commentMissing);
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(s.orders).where(eq(s.orders.id, orderId)).for('update');
        if (!order) return refused(SALES_TEXTS.orderNotFound);
        // Each state has one status here (Magento lets a state have several): a comment keeps the order's.
        if (status !== undefined && status !== order.status) return refused(SALES_TEXTS.statusNotAllowed);
        const [entry] = await tx
          .insert(s.orderStatusHistory)
          .values({ orderId, status: order.status, comment, isCustomerNotified: notify, isVisibleOnFront: visibleOnFront, ...staffOf(actor), createdAt: now() })
          .returning({ id: s.orderStatusHistory.id });
        if (notify) await mails.comment(tx, { order, comment });
        return { kind: 'done' as const, historyId: entry!.id };
      });
    },
  };
}
