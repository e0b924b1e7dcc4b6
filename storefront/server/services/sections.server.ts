import { nowSeconds, type TimeSource } from '@shop/ui/clock';
import type { SectionName } from '../../src/config/contracts';
import type { SectionBuilder } from '../feature';
import type { Shop } from '../shop';
import type { SessionRecord } from './sessions.server';
import type { StoreViewCode } from '../../src/features/store-views/model';

/** Who the product actions (viewed, compared) belong to. */
export function actionOwner(session: SessionRecord): string {
  return session.customerId !== null ? `customer:${session.customerId}` : `session:${session.id}`;
}

/** What a section may know of the request besides the session: the visitor's address key (`clientAddressKey`: an IPv6 address by its /64). */
export interface SectionVisitor {
  ip?: string;
  /** The store view of the page asking (ADR 0041). */
  view?: StoreViewCode | undefined;
  /** The page asking (`messagePage` of its `Referer`). */
  page?: string | undefined;
}

/** Builds the private customer-data sections of one session, each with its feature's builder (`sectionBuilders`). */
export function createSectionService({ shop, clock, builders }: { shop: Shop; clock: TimeSource; builders: { [Name in SectionName]: SectionBuilder<Name> } }) {
  return {
    /** The named sections (all when `names` is null), each with a data_id. */
    async load(names: readonly SectionName[], session: SessionRecord | null, visitor: SectionVisitor = {}): Promise<Record<string, Record<string, unknown> & { data_id: number }>> {
      const dataId = nowSeconds(clock);
      const out: Record<string, Record<string, unknown> & { data_id: number }> = {};
      for (const name of names) {
        const build = builders[name] as SectionBuilder<SectionName>;
        out[name] = { ...(await build({ session, ip: visitor.ip, shop, ...(visitor.view ? { view: visitor.view } : {}), ...(visitor.page ? { page: visitor.page } : {}) })), data_id: dataId };
      }
      return out;
    },
  };
}

