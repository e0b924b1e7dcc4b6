/**
 * What the account pages show, as their loaders hand it over (server-rendered, private). Amounts
 * are integer minor units of the order's `currency`.
 */
import type { z } from 'zod';
import type { cartItemOptionSchema } from '../cart/contract';
import type { SavedAddress } from '../checkout/contract';

type CartItemOption = z.output<typeof cartItemOptionSchema>;

export type { SavedAddress };

/** The signed-in customer as the account pages show them. */
export interface AccountProfile {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** Month/day/year (`03/07/1990`), or null when not given. */
  dob: string | null;
}

export type OrderStatusCode = 'pending' | 'processing' | 'complete' | 'canceled' | 'closed';

/** One row of My Orders and Recent Orders. */
export interface OrderSummary {
  id: number;
  incrementId: string;
  /** ISO 8601. */
  createdAt: string;
  shipTo: string;
  grandTotal: number;
  currency: string;
  status: OrderStatusCode;
}

/** A page of the customer's orders, newest first. */
export interface OrderPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  limit: number;
}

/** An address as the account pages print it: its lines as `addressLines` (src/lib/address.ts) printed them on the server. */
export type AddressLines = string[];

/** A saved address with its printed lines. */
export type AccountAddress = SavedAddress & { lines: AddressLines };

/** One line of an order. */
export interface OrderLine {
  id: number;
  name: string;
  sku: string;
  options: CartItemOption[];
  price: number;
  qty: number;
  rowTotal: number;
}

/** Everything the order page shows. */
export interface OrderView extends OrderSummary {
  items: OrderLine[];
  subtotal: number;
  shippingAmount: number;
  taxAmount: number;
  /** What the order's discount code (`couponCode`) took off, positive; 0 without one. */
  discountAmount: number;
  couponCode: string | null;
  shippingDescription: string;
  shippingAddress: AddressLines | null;
  billingAddress: AddressLines | null;
  /** Card type name and last four digits only. */
  payment: { title: string; ccType: string | null; ccLast4: string | null } | null;
  /** The order's statuses, newest first (staff comments, such as the payment's transaction, stay internal). */
  history: { status: OrderStatusCode; createdAt: string }[];
}

/** A line of an order's document as My Account shows it (Luma's invoice, shipment and refund views). */
export interface OrderDocumentLine {
  orderItemId: number;
  name: string;
  sku: string;
  qty: number;
  /** Minor units (not on a shipment's lines). */
  price?: number;
  rowTotal?: number;
}

interface OrderDocumentBase {
  id: number;
  incrementId: string;
  /** ISO 8601. */
  createdAt: string;
}

/** An invoice or a credit memo: its lines and totals (minor units). */
export interface OrderMoneyDocument extends OrderDocumentBase {
  subtotal: number;
  taxAmount: number;
  shippingAmount: number;
  /** The order's discount the document carries (positive). */
  discountAmount?: number;
  grandTotal: number;
  items: OrderDocumentLine[];
  /** A credit memo's "Adjustment Refund" and "Adjustment Fee". */
  adjustmentPositive?: number;
  adjustmentNegative?: number;
}

/** A shipment: its lines and tracking numbers. */
export interface OrderShipmentDocument extends OrderDocumentBase {
  items: OrderDocumentLine[];
  tracks: { id: number; title: string; number: string }[];
}

/** The documents of one of the customer's orders (no transaction ids, no staff names). */
export interface OrderDocuments {
  invoices: OrderMoneyDocument[];
  shipments: OrderShipmentDocument[];
  creditmemos: OrderMoneyDocument[];
}
