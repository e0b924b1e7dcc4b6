import { z } from 'zod';
import { defineCall, idParam, jsonEncodedString } from '../../lib/contract';

/** The group-update answer. */
export const groupUpdateResultSchema = z.looseObject({
  result: z.boolean().default(false),
  message: z.string().default(''),
});

export type GroupUpdateResult = z.output<typeof groupUpdateResultSchema>;

/** Call 6: whether the customer's group changed since the customer data was built (a JSON-encoded string, as REST answers). */
export const customerGroupUpdate = defineCall({
  name: 'customerGroupUpdate',
  method: 'POST',
  path: '/rest/V1/customer-group/update',
  request: z.object({
    customerId: idParam,
    customerGroupIdFromCustomerData: z.coerce.number().int().min(0).max(2_147_483_647),
  }),
  response: jsonEncodedString(groupUpdateResultSchema),
});
