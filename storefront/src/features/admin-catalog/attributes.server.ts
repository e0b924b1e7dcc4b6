import { asc, count, eq } from 'drizzle-orm';
import * as s from '../../../server/db/schema';
import type { Db } from '../../../server/db/database';
import type { Shop } from '../../../server/shop';
import type { AttributeEditData, AttributeGridItem } from './attributes';

/** Stores › Attributes › Product: every product attribute with its default label and how many options it has. */
export async function attributesGrid(db: Db): Promise<AttributeGridItem[]> {
  return db
    .select({ id: s.attributes.id, code: s.attributes.code, label: s.attributes.label, options: count(s.attributeOptions.id) })
    .from(s.attributes)
    .leftJoin(s.attributeOptions, eq(s.attributeOptions.attributeId, s.attributes.id))
    .groupBy(s.attributes.id)
    .orderBy(asc(s.attributes.id));
}

/** An attribute's edit page: its own label and options (in their order), each with its labels per view; null when unknown. */
export async function attributeForEdit(shop: Shop, id: number, db: Db = shop.db): Promise<AttributeEditData | null> {
  const [attribute] = await db.select({ id: s.attributes.id, code: s.attributes.code, label: s.attributes.label }).from(s.attributes).where(eq(s.attributes.id, id));
  if (!attribute) return null;
  const [options, own] = await Promise.all([
    db
      .select({ id: s.attributeOptions.id, label: s.attributeOptions.label, swatch: s.attributeOptions.swatch })
      .from(s.attributeOptions)
      .where(eq(s.attributeOptions.attributeId, id))
      .orderBy(asc(s.attributeOptions.position), asc(s.attributeOptions.id)),
    shop.catalog.content.inTransaction(db).attributeViewLabels(id),
  ]);
  return { ...attribute, labels: own.labels, options: options.map((option) => ({ ...option, labels: own.options.get(option.id) ?? {} })) };
}
