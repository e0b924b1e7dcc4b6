import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { encodeJsonString } from '../../lib/contract';
import { contactPost } from './contract';

/** The contact form (call 7): the message is stored for the shop's staff. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(contactPost, async (c, input) => {
      privateResponse(c);
      const { shop } = c.var;
      const session = await c.get('session').current();
      await shop.db.insert(s.contactMessages).values({ formData: input.formData, customerId: session?.customerId ?? null });
      shop.log.info('contact message stored', { fields: Object.keys(input.formData) });
      return encodeJsonString(contactPost, { success: true });
    });
  },
});
