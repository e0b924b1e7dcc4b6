import { z } from 'zod';

// What the sales actions accept (the back office's forms send these); parsed by the service, so a
// caller cannot skip them. Quantities are whole units, amounts integer minor units.

const id = z.number().int().positive();
const qty = z.number().int().min(0).max(100_000);
const minorUnits = z.number().int().min(0).max(100_000_000_000);
const comment = z.string().trim().max(4000, 'Please enter less or equal than 4000 symbols.').optional();
const itemQuantities = z.array(z.object({ orderItemId: id, qty })).max(500);

/** A tracking number: the carrier's code ('ups', 'custom'), its title as shown, and the number. */
export const trackInput = z.object({
  carrier: z.string().trim().min(1, 'Please specify a carrier.').max(64),
  title: z.string().trim().max(255).default(''),
  number: z.string().trim().min(1, 'Please enter a tracking number.').max(255),
});

export const invoiceInput = z.object({
  /** Units per line; absent: everything left to invoice. */
  items: itemQuantities.optional(),
  comment,
  /** E-mail the invoice to the customer. */
  notify: z.boolean().default(false),
});

export const shipInput = z.object({
  /** Units per line; absent: everything left to ship. */
  items: itemQuantities.optional(),
  tracks: z.array(trackInput).max(50).default([]),
  comment,
  notify: z.boolean().default(false),
});

export const refundInput = z.object({
  items: z.array(z.object({ orderItemId: id, qty, backToStock: z.boolean().default(false) })).max(500).default([]),
  /** Shipping to give back, minor units. */
  shipping: minorUnits.default(0),
  /** Magento's "Adjustment Refund": given back on top. */
  adjustmentPositive: minorUnits.default(0),
  /** Magento's "Adjustment Fee": kept back. */
  adjustmentNegative: minorUnits.default(0),
  comment,
  notify: z.boolean().default(false),
});

export const commentInput = z.object({
  comment: z.string().trim().max(4000, 'Please enter less or equal than 4000 symbols.'),
  /** The status to record; absent: the order's own. */
  status: z.enum(['pending', 'processing', 'complete', 'canceled', 'closed']).optional(),
  notify: z.boolean().default(false),
  visibleOnFront: z.boolean().default(false),
});

export type InvoiceInput = z.input<typeof invoiceInput>;
export type ShipInput = z.input<typeof shipInput>;
export type TrackInput = z.input<typeof trackInput>;
export type RefundInput = z.input<typeof refundInput>;
export type CommentInput = z.input<typeof commentInput>;
