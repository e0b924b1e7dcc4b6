import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { randomToken } from '../../../server/lib/random';
import { hashToken } from '../../../server/services/sessions.server';
import type { GuestOrderLookup } from './model';
import { GUEST_VIEW_SECONDS } from './paths';
import { guestOrderViews } from './schema.server';

/** A detail as compared: trimmed, lower-cased, inner spaces ignored (a ZIP code typed `90 001`). */
const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');
const digest = (text: string) => createHash('sha256').update(normalized(text)).digest();

/** Whether two details match, in a time that does not depend on where they differ. */
function same(typed: string, stored: string): boolean {
  return timingSafeEqual(digest(typed), digest(stored));
}

/**
 * Orders and Returns: finds a guest's order by its number and billing details, and keeps it open
 * for the browser that found it (the `guest-view` cookie's token, stored hashed, bound to the order).
 */
export function createGuestOrderService({ db, clock }: { db: Db; clock: TimeSource }) {
  return {
    /**
     * The id of the guest order whose number, billing last name and e-mail (or billing ZIP code)
     * are these, else null: the same answer for an unknown number, a wrong detail, or an order
     * placed by a signed-in customer. One query either way, and both details always compared.
     */
    async find(input: GuestOrderLookup): Promise<number | null> {
      const [row] = await db
        .select({ id: s.orders.id, isGuest: s.orders.isGuest, customerId: s.orders.customerId, email: s.orders.customerEmail, lastname: s.orderAddresses.lastname, postcode: s.orderAddresses.postcode })
        .from(s.orders)
        .leftJoin(s.orderAddresses, and(eq(s.orderAddresses.orderId, s.orders.id), eq(s.orderAddresses.addressType, 'billing')))
        .where(eq(s.orders.incrementId, input.oar_order_id.trim()));
      const stored = { lastname: row?.lastname ?? '', detail: (input.oar_type === 'email' ? row?.email : row?.postcode) ?? '' };
      const lastnameMatches = same(input.oar_billing_lastname, stored.lastname);
      const detailMatches = same(input.oar_type === 'email' ? input.oar_email : input.oar_zip, stored.detail);
      const isGuestOrder = row !== undefined && row.isGuest && row.customerId === null && stored.lastname !== '';
      return isGuestOrder && lastnameMatches && detailMatches ? row.id : null;
    },

    /** Opens `orderId` for GUEST_VIEW_SECONDS: answers the cookie's token (and drops expired ones). */
    async open(orderId: number): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await db.delete(guestOrderViews).where(lt(guestOrderViews.expiresAt, new Date(now)));
      await db.insert(guestOrderViews).values({ tokenHash: hashToken(token), orderId, expiresAt: new Date(now + GUEST_VIEW_SECONDS * 1000) });
      return token;
    },

    /** The order a cookie's token opened, while it is open, else null. */
    async opened(token: string | undefined): Promise<number | null> {
      if (!token || token.length > 64) return null;
      const [row] = await db
        .select({ orderId: guestOrderViews.orderId })
        .from(guestOrderViews)
        .where(and(eq(guestOrderViews.tokenHash, hashToken(token)), gt(guestOrderViews.expiresAt, new Date(clock.now()))));
      return row?.orderId ?? null;
    },
  };
}

export type GuestOrderService = ReturnType<typeof createGuestOrderService>;
