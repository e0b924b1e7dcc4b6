import { z } from 'zod';
import { defineCall, idParam, jsonEncodedString } from '../../lib/contract';
import type * as self from './contract';

/** The group-update answer. */
export const groupUpdateResultSchema = z.lazy(() => z.looseObject({
  result: z.boolean().default(false),
  message: z.string().default(''),
}));

export type GroupUpdateResult = z.output<typeof groupUpdateResultSchema>;

/** Call 6: whether the customer's group changed since the customer data was built (a JSON-encoded string, as REST answers). */
export const customerGroupUpdate = defineCall({
  name: 'customerGroupUpdate',
  method: 'POST',
  path: '/rest/V1/customer-group/update',
  request: () => z.object({
    customerId: idParam,
    customerGroupIdFromCustomerData: z.coerce.number().int().min(0).max(2_147_483_647),
  }),
  response: () => jsonEncodedString(groupUpdateResultSchema),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
