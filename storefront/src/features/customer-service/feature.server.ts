import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { encodeJsonString } from '../../lib/contract';
import { contactPost } from './contract';
import { contactMail } from './mails/contact';
import { queueMail } from '../mail/outbox.server';
import { STORE_NAME } from '../../config/constants';

/** The contact form (call 7): the message is stored for the shop's staff and mailed to the store's address. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(contactPost, async (c, input) => {
      privateResponse(c);
      const { shop } = c.var;
      const session = await c.get('session').current();
      const { formData } = input;
      const mail = await contactMail({ baseUrl: shop.config.baseUrl, form: formData });
      await shop.db.transaction(async (tx) => {
        await tx.insert(s.contactMessages).values({ formData, customerId: session?.customerId ?? null });
        // To the store; a reply goes to the shopper's address, as the form's e-mail rule checked it.
        await queueMail(tx, { kind: 'contact', to: shop.config.storeEmail, toName: STORE_NAME, replyTo: formData.email, ...mail });
      });
      shop.log.info('contact message stored', { fields: Object.keys(input.formData) });
      return encodeJsonString(contactPost, { success: true });
    });
  },
  // Contact Us reads no parameter; a signed-in customer's name comes through customer data.
  cachedPages: { 'routes/contact': () => [] },
});
