// Catalogue content per store view (issue 31 item 3, ADR 0041): the one place that reads and writes
// a category's or a product's values in a view, each falling back to the default view's.
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import * as s from '../../../server/db/schema';
import type { Db } from '../../../server/db/database';
import type { createCatalogChanges } from '../../../server/services/catalog-changes.server';
import { storedHtml } from '../../../server/lib/stored-html';
import { productUrl } from '../../../server/lib/urls';
import { defaultView, orDefault, type StoreViewCode } from '../store-views/model';
import { attributeContent, attributeOptionContent, categoryContent, productContent } from './schema.server';
import type { FilterParam, LayeredFilters, LayeredNavigationData, ProductTileData, ViewDetails } from './types';

type CatalogChanges = ReturnType<typeof createCatalogChanges>;

/** A category's own values in a view: null (or left out) is "Use Default Value". */
export type CategoryValues = Partial<Omit<typeof categoryContent.$inferInsert, 'categoryId' | 'storeView'>>;
/** A product's own values in a view: null (or left out) is "Use Default Value". */
export type ProductValues = Partial<Omit<typeof productContent.$inferInsert, 'productId' | 'storeView'>>;

export type ProductContentRow = typeof productContent.$inferSelect;
export type CategoryContentRow = typeof categoryContent.$inferSelect;

/** The text search configuration a view's names are matched with (the default view's index is 'english'). */
const searchConfig: Record<StoreViewCode, string> = { default: 'english', fr: 'french', ar: 'simple' };


/** What a per-view write asks that the view cannot hold: the default view's values are the entity's own columns. */
function assertTranslatable(view: StoreViewCode) {
  if (view === defaultView.code) throw new Error('The default view\'s values are the entity\'s own: write them there.');
}

/**
 * Reads and writes of the per-view values. A write purges the entity's pages (its cache tags are the
 * same in every view, so every view's copy goes: ADR 0013, 0038) through `changes`.
 */
export interface CatalogContentOptions {
  db: Db;
  changes?: Pick<CatalogChanges, 'products' | 'categories'> | undefined;
}

export function createCatalogContent({ db, changes }: CatalogContentOptions) {
  return {
    ...contentOn({ db, changes }),
    /**
     * The same reads and writes inside the transaction `tx` (a save that also writes its audit log
     * entry), purging nothing: the caller purges through `catalogChanges` after its commit, since a
     * purge before it could let a page be cached again with the old values.
     */
    inTransaction: (tx: Db) => contentOn({ db: tx }),
  };
}

function contentOn({ db, changes }: CatalogContentOptions) {
  /** A view's rows of the products `ids` (none in the default view). */
  async function products(view: StoreViewCode, ids: readonly number[]): Promise<Map<number, ProductContentRow>> {
    if (view === defaultView.code || ids.length === 0) return new Map();
    const found = await db
      .select()
      .from(productContent)
      .where(and(eq(productContent.storeView, view), inArray(productContent.productId, [...new Set(ids)])));
    return new Map(found.map((row) => [row.productId, row]));
  }

  return {
    products,

    /** A category's own row in a view (no fallback: the back office's "Use Default Value"), or null. */
    async category(view: StoreViewCode, categoryId: number): Promise<CategoryContentRow | null> {
      if (view === defaultView.code) return null;
      const [row] = await db
        .select()
        .from(categoryContent)
        .where(and(eq(categoryContent.storeView, view), eq(categoryContent.categoryId, categoryId)));
      return row ?? null;
    },

    /** Whether `urlKey` is a sibling's of the category in the view (its key there, or its default key): both would have one address. */
    async categoryUrlKeyTaken(view: StoreViewCode, urlKey: string, categoryId: number): Promise<boolean> {
      const [self] = await db.select({ parentId: s.categories.parentId }).from(s.categories).where(eq(s.categories.id, categoryId));
      if (!self) return false;
      const [sibling] = await db
        .select({ id: s.categories.id })
        .from(s.categories)
        .leftJoin(categoryContent, and(eq(categoryContent.categoryId, s.categories.id), eq(categoryContent.storeView, view)))
        .where(
          and(
            self.parentId === null ? isNull(s.categories.parentId) : eq(s.categories.parentId, self.parentId),
            ne(s.categories.id, categoryId),
            or(eq(s.categories.urlKey, urlKey), eq(categoryContent.urlKey, urlKey)),
          ),
        )
        .limit(1);
      return sibling !== undefined;
    },

    /** Whether `urlKey` names a product other than `productId` in the view: another's key there, or another's default key. */
    async productUrlKeyTaken(view: StoreViewCode, urlKey: string, productId: number): Promise<boolean> {
      const [own] = await db
        .select({ id: productContent.productId })
        .from(productContent)
        .where(and(eq(productContent.storeView, view), eq(productContent.urlKey, urlKey), ne(productContent.productId, productId)))
        .limit(1);
      if (own) return true;
      const [other] = await db.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.urlKey, urlKey), ne(s.products.id, productId))).limit(1);
      return other !== undefined;
    },

    /** A product's name in the view: its own there, else `fallback` (the default's, which the caller has read). */
    async name(view: StoreViewCode, productId: number, fallback: string): Promise<string> {
      return orDefault((await products(view, [productId])).get(productId)?.name, fallback);
    },

    /** Grid tiles with their names, short descriptions, addresses and image texts in the view. */
    async tiles<T extends ProductTileData>(view: StoreViewCode, tiles: readonly T[]): Promise<T[]> {
      const values = await products(
        view,
        tiles.map((tile) => tile.id),
      );
      if (values.size === 0) return [...tiles];
      return tiles.map((tile) => {
        const own = values.get(tile.id);
        if (!own) return tile;
        const name = orDefault(own.name, tile.name);
        return {
          ...tile,
          name,
          shortDescription: orDefault(own.shortDescription, tile.shortDescription),
          url: own.urlKey ? productUrl(own.urlKey) : tile.url,
          image: { ...tile.image, alt: name },
        };
      });
    },

    /**
     * The attributes' and their options' labels in the view (Color, Blue), each falling back to its
     * own: the one reader of "Shop By", swatches, "More Information", compare and the cart's options.
     */
    async attributeLabels(view: StoreViewCode): Promise<AttributeLabels> {
      if (view === defaultView.code) return ownLabels;
      const [attributes, options] = await Promise.all([
        db
          .select({ id: attributeContent.attributeId, code: s.attributes.code, label: attributeContent.label })
          .from(attributeContent)
          .innerJoin(s.attributes, eq(s.attributes.id, attributeContent.attributeId))
          .where(eq(attributeContent.storeView, view)),
        db.select({ id: attributeOptionContent.optionId, label: attributeOptionContent.label }).from(attributeOptionContent).where(eq(attributeOptionContent.storeView, view)),
      ]);
      const byId = new Map(attributes.map((row) => [row.id, row.label]));
      const byCode = new Map(attributes.map((row) => [row.code, row.label]));
      const optionsById = new Map(options.map((row) => [row.id, row.label]));
      return {
        attribute: (id, label) => orDefault(byId.get(id), label),
        attributeByCode: (code, label) => orDefault(byCode.get(code), label),
        option: (id, label) => orDefault(optionsById.get(Number(id)), label),
      };
    },

    /**
     * An attribute's labels of its own per view, and its options' (option id → view → label): what
     * the back office's attribute editor shows (no fallback: an empty field is "Use Default Value").
     */
    async attributeViewLabels(attributeId: number): Promise<{ labels: Partial<Record<StoreViewCode, string>>; options: Map<number, Partial<Record<StoreViewCode, string>>> }> {
      const [labels, options] = await Promise.all([
        db.select({ view: attributeContent.storeView, label: attributeContent.label }).from(attributeContent).where(eq(attributeContent.attributeId, attributeId)),
        db
          .select({ id: attributeOptionContent.optionId, view: attributeOptionContent.storeView, label: attributeOptionContent.label })
          .from(attributeOptionContent)
          .innerJoin(s.attributeOptions, eq(s.attributeOptions.id, attributeOptionContent.optionId))
          .where(eq(s.attributeOptions.attributeId, attributeId)),
      ]);
      const byOption = new Map<number, Partial<Record<StoreViewCode, string>>>();
      for (const row of options) if (row.label) byOption.set(row.id, { ...byOption.get(row.id), [row.view]: row.label });
      return { labels: Object.fromEntries(labels.flatMap((row) => (row.label ? [[row.view, row.label]] : []))), options: byOption };
    },

    /**
     * Writes an attribute's label in a view and its options' (`options`: option id → label), each
     * null for "Use Default Value" (no row). Purges nothing: labels show on every catalogue page,
     * which the caller purges after its commit (`catalogChanges.attributes()`).
     */
    async setAttributeLabels(attributeId: number, view: StoreViewCode, label: string | null, options: ReadonlyMap<number, string | null>): Promise<void> {
      assertTranslatable(view);
      const own = and(eq(attributeContent.attributeId, attributeId), eq(attributeContent.storeView, view));
      if (label === null) await db.delete(attributeContent).where(own);
      else
        await db
          .insert(attributeContent)
          .values({ attributeId, storeView: view, label })
          .onConflictDoUpdate({ target: [attributeContent.attributeId, attributeContent.storeView], set: { label } });
      const cleared = [...options].flatMap(([id, text]) => (text === null ? [id] : []));
      if (cleared.length > 0) await db.delete(attributeOptionContent).where(and(eq(attributeOptionContent.storeView, view), inArray(attributeOptionContent.optionId, cleared)));
      const labelled = [...options].flatMap(([optionId, text]) => (text === null ? [] : [{ optionId, storeView: view, label: text }]));
      if (labelled.length > 0)
        await db
          .insert(attributeOptionContent)
          .values(labelled)
          .onConflictDoUpdate({ target: [attributeOptionContent.optionId, attributeOptionContent.storeView], set: { label: sql`excluded.label` } });
    },

    /** The product whose URL key in the view is `urlKey` (its own key, not the default's), or null. */
    async productIdByUrlKey(view: StoreViewCode, urlKey: string): Promise<number | null> {
      if (view === defaultView.code) return null;
      const [row] = await db
        .select({ id: productContent.productId })
        .from(productContent)
        .where(and(eq(productContent.storeView, view), eq(productContent.urlKey, urlKey)));
      return row?.id ?? null;
    },

    /** A product's URL keys of its own per view (the views without one use the default's). */
    async productUrlKeys(productId: number): Promise<Partial<Record<StoreViewCode, string>>> {
      const found = await db
        .select({ view: productContent.storeView, urlKey: productContent.urlKey })
        .from(productContent)
        .where(eq(productContent.productId, productId));
      return Object.fromEntries(found.flatMap((row) => (row.urlKey ? [[row.view, row.urlKey]] : [])));
    },

    /**
     * The products whose name or short description in the view matches `text` (the view's
     * language's text search): a search in a view finds them beside the default's matches.
     */
    viewMatches(view: StoreViewCode, text: string | SQL) {
      const config = searchConfig[view];
      return sql`p.id in (select pc.product_id from product_content pc where pc.store_view = ${view}
        and to_tsvector(${config}::regconfig, coalesce(pc.name, '') || ' ' || coalesce(pc.short_description, '')) @@ plainto_tsquery(${config}::regconfig, ${text}))`;
    },

    /** Writes a category's values in a view (null: use the default's), then purges the category and the menu in every view. */
    async setCategory(categoryId: number, view: StoreViewCode, values: CategoryValues): Promise<void> {
      assertTranslatable(view);
      const row = { ...values, ...(values.description ? { description: storedHtml(values.description) } : {}) };
      await db
        .insert(categoryContent)
        .values({ categoryId, storeView: view, ...row })
        .onConflictDoUpdate({ target: [categoryContent.categoryId, categoryContent.storeView], set: row });
      changes?.categories([categoryId]);
    },

    /** Writes a product's values in a view (null: use the default's), then purges the product's pages and listings in every view. */
    async setProduct(productId: number, view: StoreViewCode, values: ProductValues): Promise<void> {
      assertTranslatable(view);
      const row = { ...values, ...(values.description ? { description: storedHtml(values.description) } : {}) };
      await db
        .insert(productContent)
        .values({ productId, storeView: view, ...row })
        .onConflictDoUpdate({ target: [productContent.productId, productContent.storeView], set: row });
      // Its listings too: a category page and a search show its name.
      await changes?.products([productId], { listings: true });
    },
  };
}

export type CatalogContent = ReturnType<typeof createCatalogContent>;

/** Attribute and option labels in a store view, each given its own label to fall back to ("Use Default Value"). */
export interface AttributeLabels {
  /** An attribute's label by id (a cart option's `option_id`). */
  attribute(id: number, label: string): string;
  /** An attribute's label by code ("Shop By"'s `color`, `size`). */
  attributeByCode(code: string, label: string): string;
  /** An option's label by id (a number, or the text of one: a filter's value, a cart option's `option_value`). */
  option(id: number | string, label: string): string;
}

/** The default view's labels: the attributes' and options' own. */
const ownLabels: AttributeLabels = { attribute: (_, label) => label, attributeByCode: (_, label) => label, option: (_, label) => label };

/**
 * A product's "More Information" pairs in a view: each of its own details (`details`, the
 * default's label and value) with the view's label and value where the view has them, each
 * falling back to the default's (ADR 0041).
 */
export function detailsInView(details: Record<string, string>, own: ViewDetails | null | undefined): [label: string, value: string][] {
  return Object.entries(details).map(([label, value]) => [orDefault(own?.[label]?.label, label), orDefault(own?.[label]?.value, value)]);
}

/** "Shop By"'s attribute groups and options, and the attribute filters in force (`filters`: code → option id), labelled in a view. */
export function attributeLabelsInView(layered: LayeredNavigationData, labels: AttributeLabels, filters: LayeredFilters): LayeredNavigationData {
  if (labels === ownLabels) return layered;
  const isAttribute = (param: FilterParam): param is 'color' | 'size' => param === 'color' || param === 'size';
  return {
    groups: layered.groups.map((group) =>
      isAttribute(group.param)
        ? { ...group, label: labels.attributeByCode(group.param, group.label), options: group.options.map((option) => ({ ...option, label: labels.option(option.value, option.label) })) }
        : group,
    ),
    active: layered.active.map((filter) => {
      const chosen = isAttribute(filter.param) ? filters[filter.param] : undefined;
      return chosen === undefined ? filter : { ...filter, label: labels.attributeByCode(filter.param, filter.label), valueLabel: labels.option(chosen, filter.valueLabel) };
    }),
  };
}

/** "Shop By"'s category options and filter in force named as the view names the categories (`names`: id → name). */
export function categoryLabelsInView(layered: LayeredNavigationData, names: ReadonlyMap<number, string>, filteredBy: number | undefined): LayeredNavigationData {
  return {
    groups: layered.groups.map((group) =>
      group.param === 'cat' ? { ...group, options: group.options.map((option) => ({ ...option, label: names.get(Number(option.value)) ?? option.label })) } : group,
    ),
    active: layered.active.map((filter) => (filter.param === 'cat' && filteredBy !== undefined ? { ...filter, valueLabel: names.get(filteredBy) ?? filter.valueLabel } : filter)),
  };
}
