import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as s from '../db/schema';
import { nowSeconds, type TimeSource } from '@shop/ui/clock';
import type { SectionName, Sections } from '../../src/config/contracts';
import type { ProductActionType } from '../../src/features/product-storage/contract';
import type { SectionInputOf } from '../../src/lib/contract';
import type { CaptchaService } from './captcha.server';
import type { CartService } from './cart.server';
import type { CustomerService } from './customers.server';
import type { SessionRecord, SessionService } from './sessions.server';
import type { WishlistService } from './wishlist.server';
import type { CompareService } from './compare.server';

export interface SectionServiceOptions {
  db: Db;
  clock: TimeSource;
  sessions: SessionService;
  carts: CartService;
  customers: CustomerService;
  captcha: CaptchaService;
  wishlist: Pick<WishlistService, 'count'>;
  compare: Pick<CompareService, 'section'>;
}

/** Who the product actions (viewed, compared) belong to. */
export function actionOwner(session: SessionRecord): string {
  return session.customerId !== null ? `customer:${session.customerId}` : `session:${session.id}`;
}

/** What a section may know of the request besides the session: the visitor's address (from `clientAddress`). */
export interface SectionVisitor {
  ip?: string;
}

/** Builds the private customer-data sections of one session. */
export function createSectionService({ db, clock, sessions, carts, customers, captcha, wishlist, compare }: SectionServiceOptions) {
  async function productActions(session: SessionRecord | null, typeId: ProductActionType) {
    if (!session) return { count: 0, items: {} };
    const found = await db
      .select({ productId: s.productActions.productId, addedAt: s.productActions.addedAt })
      .from(s.productActions)
      .where(and(eq(s.productActions.owner, actionOwner(session)), eq(s.productActions.typeId, typeId)));
    return {
      count: found.length,
      items: Object.fromEntries(found.map((a) => [String(a.productId), { added_at: a.addedAt, product_id: a.productId, scope_id: 1 }])),
    };
  }

  /** Each section as its contract declares it (`src/config/contracts.ts`). */
  const builders: { [Name in SectionName]: (session: SessionRecord | null, visitor: SectionVisitor) => Promise<SectionInputOf<Sections[Name]>> } = {
    cart: (session) => carts.section(session ? { sessionId: session.id, customerId: session.customerId } : null),
    customer: async (session) => {
      if (!session?.customerId) return {};
      const customer = await customers.byId(session.customerId);
      if (!customer) return {};
      return {
        firstname: customer.firstname,
        fullname: `${customer.firstname} ${customer.lastname}`,
        websiteId: customer.websiteId,
        id: customer.id,
        group_id: customer.groupId,
      };
    },
    messages: async (session) => ({ messages: session ? await sessions.takeMessages(session.id) : [] }),
    captcha: (session, visitor) => captcha.section(session?.id ?? null, visitor.ip),
    persistent: async () => ({}),
    recently_viewed_product: (session) => productActions(session, 'recently_viewed_product'),
    recently_compared_product: (session) => productActions(session, 'recently_compared_product'),
    product_data_storage: async () => ({ items: {} }),
    wishlist: async (session) => (session?.customerId ? { counter: await wishlist.count(session.customerId) } : {}),
    'compare-products': (session) => compare.section(session ? actionOwner(session) : null),
  };

  return {
    /** The named sections (all when `names` is null), each with a data_id. */
    async load(names: readonly SectionName[], session: SessionRecord | null, visitor: SectionVisitor = {}): Promise<Record<string, Record<string, unknown> & { data_id: number }>> {
      const dataId = nowSeconds(clock);
      const out: Record<string, Record<string, unknown> & { data_id: number }> = {};
      for (const name of names) out[name] = { ...(await builders[name](session, visitor)), data_id: dataId };
      return out;
    },
  };
}

export type SectionService = ReturnType<typeof createSectionService>;
