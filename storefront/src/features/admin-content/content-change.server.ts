import type { Context } from 'hono';
import type { Db } from '../../../server/db/database';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';

/** One staff change of a content record (a CMS block, a CMS page). */
export interface ContentChange<Fields extends Record<string, unknown>> {
  /** The audit log's action (`content.block.save`). */
  action: string;
  /** The audit log's entity type (`cms_block`). */
  entityType: string;
  entityId: number;
  /** The record before (null: created; other fields it has are left out), and what it becomes (null: deleted). */
  before: NoInfer<Fields> | null;
  after: Fields | null;
}

/**
 * What content saves share: the fields a change touches (all of them for a new or deleted
 * record), written to the audit log with the member and address of the request, inside `tx`.
 * Answers the changed field names (empty: nothing changed, nothing logged).
 */
export async function recordContentChange<Fields extends Record<string, unknown>>(c: Context<ShopEnv>, tx: Db, change: ContentChange<Fields>): Promise<(keyof Fields)[]> {
  const { shop } = c.var;
  const { before, after } = change;
  const fields = (Object.keys(after ?? before ?? {}) as (keyof Fields)[]).filter((key) => before === null || after === null || before[key] !== after[key]);
  if (fields.length === 0) return [];
  const pick = (values: Fields | null) => (values === null ? undefined : Object.fromEntries(fields.map((key) => [key, values[key]])));
  const { member } = shop.staff.requestAccess(c);
  await shop.staff.record(
    {
      actor: { id: member.id, username: member.username },
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId,
      before: pick(before),
      after: pick(after),
      ip: clientAddressKey(c, shop.config),
    },
    tx,
  );
  return fields;
}
