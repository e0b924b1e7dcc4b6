import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { Shop } from '../../../server/shop';
import type { StoreViewCode } from '../store-views/model';
import type { CategoryTreeItem } from './model';
import type { ViewValuesData } from './model';
import { viewValuesData } from './model';
import { VIEW_COLUMNS } from './view-fields';

/** The category tree as Catalog › Categories shows it: roots and their children, by position, disabled ones too. */
export async function categoryTree(db: Db): Promise<CategoryTreeItem[]> {
  const rows = await db.select().from(s.categories).orderBy(asc(s.categories.level), asc(s.categories.position), asc(s.categories.id));
  const byId = new Map<number, CategoryTreeItem>();
  const roots: CategoryTreeItem[] = [];
  for (const row of rows) {
    const item: CategoryTreeItem = { id: row.id, name: row.name, position: row.position, isActive: row.isActive, urlPath: row.urlPath, children: [] };
    byId.set(row.id, item);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** A category's edited fields. */
export async function categoryFields(db: Db, id: number) {
  const [row] = await db.select({ name: s.categories.name, position: s.categories.position, isActive: s.categories.isActive }).from(s.categories).where(eq(s.categories.id, id));
  return row;
}

/** A category's form in a store view's scope: its own values and the view's (ADR 0041). */
export async function categoryInView(shop: Shop, id: number, view: StoreViewCode): Promise<ViewValuesData> {
  const [row] = await shop.db.select({ name: s.categories.name, description: s.categories.description, urlKey: s.categories.urlKey }).from(s.categories).where(eq(s.categories.id, id));
  const { short_description: _none, ...columns } = VIEW_COLUMNS;
  return viewValuesData(columns, row ?? {}, await shop.catalog.content.category(view, id));
}
