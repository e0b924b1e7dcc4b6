import { t } from '@shop/ui/i18n';
import { defineServerFeature } from '../../../server/feature';
import { privateResponse } from '../../../server/http/responses';
import { encodeJsonString } from '../../lib/contract';
import { customerGroupUpdate } from './contract';

/** The customer group check (call 6): tells a signed-in customer whose group changed that they will be signed out. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(customerGroupUpdate, async (c, input) => {
      privateResponse(c);
      const session = await c.get('session').current();
      let answer = { result: false, message: '' };
      if (session?.customerId && session.customerId === input.customerId) {
        const customer = await c.var.shop.customers.byId(session.customerId);
        if (customer && customer.groupId !== input.customerGroupIdFromCustomerData) {
          answer = { result: true, message: t('Your customer group has changed. You will be signed out in a few seconds.') };
        }
      }
      // The platform's REST API answers a JSON-encoded string.
      return encodeJsonString(customerGroupUpdate, answer);
    });
  },
});
