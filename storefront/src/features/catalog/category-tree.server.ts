import { t } from '@shop/ui/i18n';
import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { MemoryCache, sharedRead } from '../../../server/lib/memory-cache';
import { categoryUrl, shopPaths } from '../../../server/lib/urls';
import { defaultView, orDefault, storeViews, type StoreViewCode } from '../store-views/model';
import { categoryContent } from './schema.server';
import type { Breadcrumb } from './types';
import type { CategoryNode } from './types.server';

/** The category tree: the menu, a category by address or id, breadcrumbs. */
export interface CategoryTree {
  tree: CategoryNode[];
  byPath: Map<string, CategoryNode>;
  byId: Map<number, CategoryNode>;
}

/** A category without its children (what a page names of it). */
export const flat = ({ children: _children, ...rest }: CategoryNode) => rest;

/** A category's values in the views that have some, as the tree's read aggregates them. */
type ViewValues = { view: StoreViewCode; name: string | null; description: string | null; urlKey: string | null }[] | null;

/**
 * The category tree of every store view, read once (one statement: the categories with their
 * values per view) and kept for `ttl` seconds (0: until forgotten) in memory: renders that find it
 * missing or expired share one read. `forget` drops it (a category changed). In a view, a
 * category's name, description and URL key are the view's where it has them, else the default's;
 * its path is its ancestors' keys in the view and its own (ADR 0041).
 */
export function createCategoryTree({ db, clock, ttl }: { db: Db; clock: TimeSource; ttl: number }) {
  const kept = new MemoryCache<'trees', Promise<Record<StoreViewCode, CategoryTree>>>({ maxAgeMs: ttl * 1000, clock });

  async function read(): Promise<Record<StoreViewCode, CategoryTree>> {
    const all = await db
      .select({
        ...getTableColumns(s.categories),
        views: sql<ViewValues>`(select json_agg(json_build_object('view', cc.store_view, 'name', cc.name, 'description', cc.description, 'urlKey', cc.url_key))
          from ${categoryContent} cc where cc.category_id = ${s.categories.id})`,
      })
      .from(s.categories)
      .orderBy(asc(s.categories.level), asc(s.categories.position), asc(s.categories.id));
    return Object.fromEntries(storeViews.map((view) => [view.code, treeOf(all, view.code)])) as Record<StoreViewCode, CategoryTree>;
  }

  function treeOf(all: readonly (typeof s.categories.$inferSelect & { views: ViewValues })[], view: StoreViewCode): CategoryTree {
    const byId = new Map<number, CategoryNode>();
    const byPath = new Map<string, CategoryNode>();
    const tree: CategoryNode[] = [];
    for (const row of all) {
      // A disabled category has no page and is not in the menu, nor is anything below it.
      if (!row.isActive || (row.parentId !== null && !byId.has(row.parentId))) continue;
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      const values = row.views?.find((each) => each.view === view);
      // The default view's path is the stored one; a view's is built from its keys, each falling back to the default's.
      const key = orDefault(values?.urlKey, row.urlPath.slice(row.urlPath.lastIndexOf('/') + 1));
      const urlPath = view === defaultView.code ? row.urlPath : parent ? `${parent.urlPath}/${key}` : key;
      const node: CategoryNode = {
        id: row.id,
        name: orDefault(values?.name, row.name),
        urlPath,
        url: categoryUrl(urlPath),
        level: row.level,
        description: orDefault(values?.description, row.description),
        children: [],
      };
      byId.set(row.id, node);
      byPath.set(urlPath, node);
      if (parent) parent.children.push(node);
      else tree.push(node);
    }
    return { tree, byPath, byId };
  }

  /** The tree of a view (the default view's when none is named). */
  const load = async (view: StoreViewCode = defaultView.code) => (await sharedRead(kept, 'trees', read))[view];

  return {
    load,

    /** Home, then the category's ancestors and the category itself. */
    async breadcrumbsFor(categoryId: number | null, view: StoreViewCode = defaultView.code): Promise<Breadcrumb[]> {
      if (categoryId === null) return [];
      const { byId, byPath } = await load(view);
      const trail: Breadcrumb[] = [];
      let node = byId.get(categoryId);
      const seen = new Set<number>();
      while (node && !seen.has(node.id)) {
        seen.add(node.id);
        trail.unshift({ label: node.name, url: node.url });
        const parentPath = node.urlPath.includes('/') ? node.urlPath.slice(0, node.urlPath.lastIndexOf('/')) : null;
        node = parentPath ? byPath.get(parentPath) : undefined;
      }
      return [{ label: t('Home'), url: shopPaths.home }, ...trail];
    },

    /** Drops the kept tree: the next render reads it again. */
    forget() {
      kept.clear();
    },
  };
}

export type CategoryTreeReader = ReturnType<typeof createCategoryTree>;
