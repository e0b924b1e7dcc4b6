import { inPricing } from '../currency/api';
import { defaultView, storeViews } from '../store-views/model';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { nowSeconds } from '@shop/ui/clock';
import { STORAGE_LIFETIME_DEFAULT } from '../../config/constants';
import * as s from '../../../server/db/schema';
import { defineServerFeature, type PageSettingsSource, type SectionRequest } from '../../../server/feature';
import { visitorText } from '../../../server/http/input';
import { privateResponse, PUBLIC_SHORT } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import { actionOwner } from '../../../server/services/sections.server';
import { HttpError } from '../../lib/http-error';
import { frontendActionSync, productsRenderInfo, SYNCED_PRODUCTS_MAX, type ProductActionType } from './contract';

/** The products one session viewed or compared, as its section shows them. */
async function productActions({ session, shop }: SectionRequest, typeId: ProductActionType) {
  if (!session) return { count: 0, items: {} };
  const found = await shop.db
    .select({ productId: s.productActions.productId, addedAt: s.productActions.addedAt })
    .from(s.productActions)
    .where(and(eq(s.productActions.owner, actionOwner(session)), eq(s.productActions.typeId, typeId)));
  return {
    count: found.length,
    items: Object.fromEntries(found.map((a) => [String(a.productId), { added_at: a.addedAt, product_id: a.productId, scope_id: 1 }])),
  };
}

/** A recently viewed / compared storage's page settings: the sync call (16) off, entries kept their default lifetime. */
function storageSettings({ urls }: PageSettingsSource) {
  return { allowToSendRequest: false, syncUrl: urls.frontendActionSync, lifetime: STORAGE_LIFETIME_DEFAULT };
}

/** Product data for the browser's storages (call 13), the viewed/compared sync (call 16) and their sections. */
export default defineServerFeature({
  pageSettings: {
    productStorage: { after: 'sectionConfig', value: () => ({}) },
    recentlyViewed: { after: 'sectionConfig', value: storageSettings },
    recentlyCompared: { after: 'sectionConfig', value: storageSettings },
  },
  routes(endpoints) {
    endpoints.handle(productsRenderInfo, async (c, query) => {
      const filters = Object.values(query.searchCriteria.filter_groups).flatMap((g) => Object.values(g.filters));
      const filter = filters.find((f) => f.field === 'entity_id');
      if (!filter || filters.length !== 1) throw new HttpError(400, 'Only one filter on "entity_id" is supported.');
      const condition = filter.condition_type ?? 'eq';
      if (condition !== 'in' && condition !== 'eq') throw new HttpError(400, `Condition type ${visitorText(condition)} is not supported; use "in" or "eq".`);
      const ids = filter.value.split(',').map((v) => v.trim());
      if (ids.length > 100 || ids.some((v) => !/^\d{1,9}$/.test(v))) throw new HttpError(400, 'The entity_id value must be a comma-separated list of at most 100 ids.');
      c.header('Cache-Control', PUBLIC_SHORT);
      // In the currency asked (the page's view's, from its settings; ADR 0040): one without a rate answers in the base currency.
      const converter = await c.var.shop.currency.converter(query.currency_code ?? c.var.shop.config.currency);
      const locale = storeViews.find((view) => view.currency === converter.currency)?.locale ?? defaultView.locale;
      const items = await inPricing({ converter, locale }, () => c.var.shop.catalog.renderInfo([...new Set(ids.map(Number))], query.store_id ?? 1, callView(c).code));
      return { items };
    });

    endpoints.handle(frontendActionSync, async (c, input) => {
      privateResponse(c);
      const { shop } = c.var;
      // No session is started for this call: the server's copy only serves the visitor's own
      // sections, the browser keeps its storage and sends the whole list again at its next sync,
      // and a client without cookies would otherwise leave a session and its rows per call.
      const session = await c.get('session').current();
      if (input.ids.length === 0 || !session) return { success: true };
      const known = await shop.db.select({ id: s.products.id }).from(s.products).where(inArray(s.products.id, input.ids));
      const knownIds = new Set(known.map((k) => k.id));
      const owner = actionOwner(session);
      const now = nowSeconds(shop.clock);
      // One row per product (a statement may not upsert the same row twice), recorded now.
      const values = [...new Set(input.ids)].filter((productId) => knownIds.has(productId)).map((productId) => ({ typeId: input.type_id, owner, productId, addedAt: now }));
      if (values.length === 0) return { success: true };
      const storage = and(eq(s.productActions.owner, owner), eq(s.productActions.typeId, input.type_id));
      await shop.db.transaction(async (tx) => {
        await tx
          .insert(s.productActions)
          .values(values)
          .onConflictDoUpdate({
            target: [s.productActions.owner, s.productActions.typeId, s.productActions.productId],
            set: { addedAt: sql`greatest(${s.productActions.addedAt}, excluded.added_at)` },
          });
        // However many calls a visitor sends, the storage keeps its newest products only.
        const newest = tx.select({ id: s.productActions.id }).from(s.productActions).where(storage).orderBy(desc(s.productActions.addedAt), desc(s.productActions.id)).limit(SYNCED_PRODUCTS_MAX);
        await tx.delete(s.productActions).where(and(storage, notInArray(s.productActions.id, newest)));
      });
      return { success: true };
    });
  },
  sections: {
    recently_viewed_product: (request) => productActions(request, 'recently_viewed_product'),
    recently_compared_product: (request) => productActions(request, 'recently_compared_product'),
    product_data_storage: async () => ({ items: {} }),
  },
});
