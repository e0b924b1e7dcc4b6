import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../../db/schema';
import { unixSeconds } from '../../lib/clock';
import { actionOwner } from '../../services/sections.server';
import type { EndpointRegistry } from '../endpoint';
import { HttpError } from '../errors';
import { postInput } from '../input';
import { privateResponse } from '../responses';

const id = z.coerce.number().int().positive().max(2_147_483_647);

const groupUpdateSchema = z.object({ customerId: id, customerGroupIdFromCustomerData: z.coerce.number().int().min(0).max(2_147_483_647) });

const fieldValue = z.union([z.string().max(5000), z.number(), z.boolean()]).transform((v) => String(v));
const contactSchema = z.object({
  formData: z
    .record(z.string().min(1).max(64), fieldValue)
    .refine((data) => Object.keys(data).length <= 30, 'At most 30 fields.')
    .refine((data) => Object.values(data).some((v) => v.trim() !== ''), 'The form is empty.')
    .superRefine((data, ctx) => {
      for (const [key, value] of Object.entries(data)) {
        if (/e-?mail/i.test(key) && value.trim() !== '' && !z.email().safeParse(value.trim()).success) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Please enter a valid email address (Ex: johndoe@domain.com).' });
        }
      }
    }),
});

const captchaSchema = z.object({ formId: z.string().min(1).max(64) });

const actionTypes = ['recently_viewed_product', 'recently_compared_product'] as const;
const syncEntry = z.object({ product_id: id, added_at: z.coerce.number().int().positive().optional() });
const syncSchema = z.object({
  type_id: z.enum(actionTypes),
  ids: z
    .union([z.array(id).max(100), z.record(z.string().regex(/^\d+$/), syncEntry)])
    .optional()
    .transform((ids) => {
      if (!ids) return [];
      if (Array.isArray(ids)) return ids.map((productId) => ({ productId, addedAt: undefined as number | undefined }));
      return Object.values(ids).map((e) => ({ productId: e.product_id, addedAt: e.added_at }));
    })
    .refine((list) => list.length <= 100, 'At most 100 products.'),
});

/** The REST calls (group update, contact), captcha refresh and the viewed/compared sync. */
export function actionRoutes(endpoints: EndpointRegistry) {
  endpoints.post('/rest/V1/customer-group/update', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, groupUpdateSchema, ['json']);
    const session = await c.get('session').current();
    let answer = { result: false, message: '' };
    if (session?.customerId && session.customerId === input.customerId) {
      const customer = await c.var.shop.customers.byId(session.customerId);
      if (customer && customer.groupId !== input.customerGroupIdFromCustomerData) {
        answer = { result: true, message: 'Your customer group has changed. You will be signed out in a few seconds.' };
      }
    }
    // The platform's REST API answers a JSON-encoded string.
    return c.json(JSON.stringify(answer));
  });

  endpoints.post('/rest/V1/customer-service/contact/post', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, contactSchema, ['json']);
    const { shop } = c.var;
    const session = await c.get('session').current();
    await shop.db.insert(s.contactMessages).values({ formData: input.formData, customerId: session?.customerId ?? null });
    shop.log.info('contact message stored', { fields: Object.keys(input.formData) });
    return c.json(JSON.stringify({ success: true }));
  });

  endpoints.post('/captcha/refresh', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, captchaSchema, ['json', 'form']);
    const { shop } = c.var;
    if (!shop.captcha.isKnownForm(input.formId)) throw new HttpError(400, `Unknown captcha form "${input.formId}".`);
    const session = await c.get('session').ensure();
    return c.json({ imgSrc: await shop.captcha.refresh(input.formId, session.id) });
  });

  endpoints.post('/catalog/product/frontend_action_synchronize', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, syncSchema, ['json', 'form']);
    const { shop } = c.var;
    if (input.ids.length === 0) return c.json({ success: true });
    const session = await c.get('session').ensure();
    const known = await shop.db
      .select({ id: s.products.id })
      .from(s.products)
      .where(inArray(s.products.id, input.ids.map((e) => e.productId)));
    const knownIds = new Set(known.map((k) => k.id));
    const owner = actionOwner(session);
    const now = unixSeconds(shop.clock);
    // One row per product: a statement may not upsert the same row twice.
    const latest = new Map<number, number>();
    for (const e of input.ids) {
      if (knownIds.has(e.productId)) latest.set(e.productId, Math.max(latest.get(e.productId) ?? 0, Math.min(e.addedAt ?? now, now)));
    }
    const values = [...latest].map(([productId, addedAt]) => ({ typeId: input.type_id, owner, productId, addedAt }));
    if (values.length > 0) {
      await shop.db
        .insert(s.productActions)
        .values(values)
        .onConflictDoUpdate({
          target: [s.productActions.owner, s.productActions.typeId, s.productActions.productId],
          set: { addedAt: sql`greatest(${s.productActions.addedAt}, excluded.added_at)` },
        });
    }
    return c.json({ success: true });
  });
}
