import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import type { Shop } from '../../../server/shop';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { categoryFields } from './categories.server';
import { applySpecialPriceDates, ProductSaveRefused, saveProduct } from './products.server';
import { catalogCategorySave, catalogProductSave } from './staff-contract';

/** How often a process checks the special prices' dates. */
const SPECIAL_PRICE_CHECK_MS = 60 * 60 * 1000;

/** Catalog › Products and Catalog › Categories (issue 27): their saves, audit-logged, and the pages they purge. */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    const actorOf = (c: Context<ShopEnv>) => {
      const { member } = shop.staff.requestAccess(c);
      return { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) };
    };

    endpoints.handle(catalogProductSave, async (c, input) => {
      privateResponse(c);
      const who = actorOf(c);
      try {
        const saved = await saveProduct(shop, input.id, input, (change, tx) =>
          shop.staff.record({ ...who, action: 'catalog.product.save', entityType: 'product', entityId: input.id, ...change }, tx),
        );
        return { message: 'You saved the product.', product: { id: input.id, name: saved?.name ?? input.name } };
      } catch (error) {
        if (error instanceof ProductSaveRefused) throw new HttpError(error.message.includes('no longer') ? 404 : 400, error.message, staffErrorBody);
        throw error;
      }
    });

    endpoints.handle(catalogCategorySave, async (c, input) => {
      privateResponse(c);
      const who = actorOf(c);
      const name = input.name.trim();
      const changed = await shop.db.transaction(async (tx) => {
        const before = await categoryFields(tx, input.id);
        if (!before) return undefined;
        const after = { name, position: input.position, isActive: input.is_active };
        const keys = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
        if (keys.length === 0) return false;
        await tx.update(s.categories).set(after).where(eq(s.categories.id, input.id));
        const pick = (fields: typeof after) => Object.fromEntries(keys.map((key) => [key, fields[key]]));
        await shop.staff.record({ ...who, action: 'catalog.category.save', entityType: 'category', entityId: input.id, before: pick(before), after: pick(after) }, tx);
        return true;
      });
      if (changed === undefined) throw new HttpError(404, 'This category no longer exists.', staffErrorBody);
      if (changed) shop.catalogChanges.categories([input.id]);
      return { message: 'You saved the category.', category: { id: input.id, name } };
    });
  },
  background(shop: Shop) {
    let running: Promise<unknown> = Promise.resolve();
    const check = () => {
      running = applySpecialPriceDates(shop).catch((error: unknown) => shop.log.error('special price dates check failed', { error: String(error) }));
    };
    check();
    const timer = setInterval(check, SPECIAL_PRICE_CHECK_MS);
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await running;
      },
    };
  },
});
