import { inArray, sql } from 'drizzle-orm';
import { captchaRefresh } from '../../../src/features/customer/contract';
import { customerGroupUpdate } from '../../../src/features/customer-group/contract';
import { contactPost } from '../../../src/features/customer-service/contract';
import { frontendActionSync } from '../../../src/features/product-storage/contract';
import { encodeJsonString } from '../../../src/lib/contract';
import { HttpError } from '../../../src/lib/http-error';
import * as s from '../../db/schema';
import { nowSeconds } from '@shop/ui/clock';
import { actionOwner } from '../../services/sections.server';
import { visitorText } from '../input';
import type { EndpointRegistry } from '../endpoint';
import { privateResponse } from '../responses';

/** The REST calls (group update, contact), captcha refresh and the viewed/compared sync. */
export function actionRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(customerGroupUpdate, async (c, input) => {
    privateResponse(c);
    const session = await c.get('session').current();
    let answer = { result: false, message: '' };
    if (session?.customerId && session.customerId === input.customerId) {
      const customer = await c.var.shop.customers.byId(session.customerId);
      if (customer && customer.groupId !== input.customerGroupIdFromCustomerData) {
        answer = { result: true, message: 'Your customer group has changed. You will be signed out in a few seconds.' };
      }
    }
    // The platform's REST API answers a JSON-encoded string.
    return encodeJsonString(customerGroupUpdate, answer);
  });

  endpoints.handle(contactPost, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const session = await c.get('session').current();
    await shop.db.insert(s.contactMessages).values({ formData: input.formData, customerId: session?.customerId ?? null });
    shop.log.info('contact message stored', { fields: Object.keys(input.formData) });
    return encodeJsonString(contactPost, { success: true });
  });

  endpoints.handle(captchaRefresh, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    if (!shop.captcha.isKnownForm(input.formId)) throw new HttpError(400, `Unknown captcha form ${visitorText(input.formId)}.`);
    const session = await c.get('session').ensure();
    return { imgSrc: await shop.captcha.refresh(input.formId, session.id) };
  });

  endpoints.handle(frontendActionSync, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    if (input.ids.length === 0) return { success: true };
    const session = await c.get('session').ensure();
    const known = await shop.db
      .select({ id: s.products.id })
      .from(s.products)
      .where(inArray(s.products.id, input.ids));
    const knownIds = new Set(known.map((k) => k.id));
    const owner = actionOwner(session);
    const now = nowSeconds(shop.clock);
    // One row per product (a statement may not upsert the same row twice), recorded now.
    const values = [...new Set(input.ids)].filter((productId) => knownIds.has(productId)).map((productId) => ({ typeId: input.type_id, owner, productId, addedAt: now }));
    if (values.length > 0) {
      await shop.db
        .insert(s.productActions)
        .values(values)
        .onConflictDoUpdate({
          target: [s.productActions.owner, s.productActions.typeId, s.productActions.productId],
          set: { addedAt: sql`greatest(${s.productActions.addedAt}, excluded.added_at)` },
        });
    }
    return { success: true };
  });
}
