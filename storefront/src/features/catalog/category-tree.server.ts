import { t } from '@shop/ui/i18n';
import { asc } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { MemoryCache, sharedRead } from '../../../server/lib/memory-cache';
import { categoryUrl, shopPaths } from '../../../server/lib/urls';
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

/**
 * The category tree, read once and kept for `ttl` seconds (0: until forgotten) in memory: renders
 * that find it missing or expired share one read. `forget` drops it (a category changed).
 */
export function createCategoryTree({ db, clock, ttl }: { db: Db; clock: TimeSource; ttl: number }) {
  const kept = new MemoryCache<'tree', Promise<CategoryTree>>({ maxAgeMs: ttl * 1000, clock });

  async function read(): Promise<CategoryTree> {
    const all = await db.select().from(s.categories).orderBy(asc(s.categories.level), asc(s.categories.position), asc(s.categories.id));
    const byId = new Map<number, CategoryNode>();
    const byPath = new Map<string, CategoryNode>();
    const tree: CategoryNode[] = [];
    for (const row of all) {
      // A disabled category has no page and is not in the menu, nor is anything below it.
      if (!row.isActive || (row.parentId !== null && !byId.has(row.parentId))) continue;
      const node: CategoryNode = { id: row.id, name: row.name, urlPath: row.urlPath, url: categoryUrl(row.urlPath), level: row.level, description: row.description, children: [] };
      byId.set(row.id, node);
      byPath.set(row.urlPath, node);
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      if (parent) parent.children.push(node);
      else tree.push(node);
    }
    return { tree, byPath, byId };
  }

  const load = () => sharedRead(kept, 'tree', read);

  return {
    load,

    /** Home, then the category's ancestors and the category itself. */
    async breadcrumbsFor(categoryId: number | null): Promise<Breadcrumb[]> {
      if (categoryId === null) return [];
      const { byId, byPath } = await load();
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
