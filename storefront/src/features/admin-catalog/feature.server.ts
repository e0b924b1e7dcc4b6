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
import { isUniqueViolation } from '../../../server/db/database';
import { storedHtml } from '../../../server/lib/stored-html';
import { URL_KEY_EXISTS } from './model';
import { scopeViews, viewChanges, viewColumns } from './model';
import { catalogAttributeSave, catalogCategorySave, catalogCategoryViewSave, catalogProductSave, catalogProductViewSave } from './staff-contract';
import { ATTRIBUTE_SAVED } from './attributes';
import { attributeForEdit } from './attributes.server';
import { VIEW_COLUMNS, type ProductViewSaveInput } from './view-fields';
import type { ViewDetails } from '../catalog/types';
import type { StoreViewCode } from '../store-views/model';

/** A view's description as stored (sanitized, ADR 0016), so the audit compares what is kept. */
const storedDescription = <T extends { description?: string | null }>(values: T): T => (values.description ? { ...values, description: storedHtml(values.description) } : values);

/** Entries in the order of their keys (a detail's default label), so equal details compare equal. */
const byLabel = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A product's details in a view as its row keeps them: the posted ones with a label or value of
 * the view's (null when none), each naming one of the product's own details (another: 400).
 */
function ownDetails(posted: ProductViewSaveInput['details'], details: Record<string, string>): ViewDetails | null {
  const kept = Object.entries(posted ?? {}).filter(([, each]) => each.label !== null || each.value !== null);
  const unknown = kept.find(([label]) => !Object.hasOwn(details, label));
  if (unknown) throw new HttpError(400, `This product has no detail "${unknown[0]}".`, staffErrorBody);
  return kept.length > 0 ? Object.fromEntries(kept.toSorted(byLabel)) : null;
}

/** A view save's audit change with its details' (`fr.details`, before and after) when they changed. */
function withDetailsChange(view: StoreViewCode, change: ReturnType<typeof viewChanges>, before: ViewDetails | null, after: ViewDetails | null) {
  const sorted = (details: ViewDetails | null) => JSON.stringify(details === null ? null : Object.fromEntries(Object.entries(details).toSorted(byLabel)));
  if (sorted(before) === sorted(after)) return change;
  const key = `${view}.details`;
  return { before: { ...change?.before, [key]: before }, after: { ...change?.after, [key]: after } };
}

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

    // A save in a store view's scope writes that view's row only (ADR 0041), through the catalogue's
    // content service inside the audit's transaction; the pages go after the commit, in every view.
    endpoints.handle(catalogProductViewSave, async (c, input) => {
      privateResponse(c);
      const who = actorOf(c);
      const { id, store_view: view } = input;
      const after = storedDescription(viewColumns(input, VIEW_COLUMNS));
      const changed = await shop.db
        .transaction(async (tx) => {
          const [product] = await tx.select({ id: s.products.id, details: s.products.details }).from(s.products).where(eq(s.products.id, id));
          if (!product) throw new HttpError(404, 'This product no longer exists.', staffErrorBody);
          const details = ownDetails(input.details, product.details);
          const content = shop.catalog.content.inTransaction(tx);
          if (after.urlKey && (await content.productUrlKeyTaken(view, after.urlKey, id))) throw new HttpError(400, URL_KEY_EXISTS, staffErrorBody);
          const row = (await content.products(view, [id])).get(id) ?? null;
          const change = withDetailsChange(view, viewChanges(view, row, after), row?.details ?? null, details);
          if (!change) return false;
          await content.setProduct(id, view, { ...after, details });
          await shop.staff.record({ ...who, action: 'catalog.product.save', entityType: 'product', entityId: id, ...change }, tx);
          return true;
        })
        .catch((error: unknown) => {
          // Two saves of one key at once: the second meets the view's unique index.
          if (isUniqueViolation(error, 'product_content_url_key_idx')) throw new HttpError(400, URL_KEY_EXISTS, staffErrorBody);
          throw error;
        });
      if (changed) await shop.catalogChanges.products([id], { listings: true });
      return { message: 'You saved the product.' };
    });

    // An attribute's labels in every view at once (Magento's attribute editor): each view's row
    // written through the catalogue's content service in the audit's transaction; the pages that
    // show the labels go after the commit.
    endpoints.handle(catalogAttributeSave, async (c, input) => {
      privateResponse(c);
      const who = actorOf(c);
      const changed = await shop.db.transaction(async (tx) => {
        const attribute = await attributeForEdit(shop, input.id, tx);
        if (!attribute) throw new HttpError(404, 'This attribute no longer exists.', staffErrorBody);
        const options = new Map(attribute.options.map((option) => [option.id, option]));
        const unknown = Object.keys(input.options).find((id) => !options.has(Number(id)));
        if (unknown !== undefined) throw new HttpError(400, `Option ${unknown} is not an option of this attribute.`, staffErrorBody);
        const before: Record<string, string | null> = {};
        const after: Record<string, string | null> = {};
        const content = shop.catalog.content.inTransaction(tx);
        for (const { code: view } of scopeViews) {
          const label = input.labels[view] ?? null;
          const optionLabels = new Map(attribute.options.map((option) => [option.id, input.options[String(option.id)]?.[view] ?? null]));
          const note = (key: string, was: string | null | undefined, now: string | null) => {
            if ((was ?? null) === now) return;
            before[key] = was ?? null;
            after[key] = now;
          };
          note(`${view}.label`, attribute.labels[view], label);
          for (const [id, now] of optionLabels) note(`${view}.option.${options.get(id)!.label}`, options.get(id)!.labels[view], now);
          await content.setAttributeLabels(attribute.id, view, label, optionLabels);
        }
        if (Object.keys(after).length === 0) return false;
        await shop.staff.record({ ...who, action: 'catalog.attribute.save', entityType: 'attribute', entityId: attribute.id, before, after }, tx);
        return true;
      });
      if (changed) shop.catalogChanges.attributes();
      return { message: ATTRIBUTE_SAVED };
    });

    endpoints.handle(catalogCategoryViewSave, async (c, input) => {
      privateResponse(c);
      const who = actorOf(c);
      const { id, store_view: view } = input;
      const { shortDescription: _none, ...after } = storedDescription(viewColumns(input, VIEW_COLUMNS));
      const changed = await shop.db.transaction(async (tx) => {
        if (!(await categoryFields(tx, id))) throw new HttpError(404, 'This category no longer exists.', staffErrorBody);
        const content = shop.catalog.content.inTransaction(tx);
        if (after.urlKey && (await content.categoryUrlKeyTaken(view, after.urlKey, id))) throw new HttpError(400, URL_KEY_EXISTS, staffErrorBody);
        const change = viewChanges(view, await content.category(view, id), after);
        if (!change) return false;
        await content.setCategory(id, view, after);
        await shop.staff.record({ ...who, action: 'catalog.category.save', entityType: 'category', entityId: id, ...change }, tx);
        return true;
      });
      if (changed) shop.catalogChanges.categories([id]);
      return { message: 'You saved the category.' };
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
