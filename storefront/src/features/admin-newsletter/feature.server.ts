import type { Context } from 'hono';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { subscriberTexts } from './model';
import { newsletterSubscribersDelete, newsletterSubscribersUnsubscribe } from './staff-contract';

/** The signed-in member of staff of a guarded call, as the audit log records them. */
function actor(c: Context<ShopEnv>) {
  const { shop } = c.var;
  const { member } = shop.staff.requestAccess(c);
  return { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) };
}

/** Marketing › Newsletter Subscribers (issue 30): its calls, each needing `marketing.newsletter`, each change audit-logged. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(newsletterSubscribersUnsubscribe, async (c, { ids }) => {
      privateResponse(c);
      const count = await c.var.shop.newsletter.staffUnsubscribe(ids, actor(c));
      return { count, message: subscriberTexts.unsubscribed(count) };
    });

    endpoints.handle(newsletterSubscribersDelete, async (c, { ids }) => {
      privateResponse(c);
      const count = await c.var.shop.newsletter.staffDelete(ids, actor(c));
      return { count, message: subscriberTexts.deleted(count) };
    });
  },
});
