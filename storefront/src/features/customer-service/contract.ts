import { z } from 'zod';
import { contactSchema } from '@shop/ui/validation';
import { defineCall, jsonEncodedString } from '../../lib/contract';
import type * as self from './contract';

/**
 * Call 7: the customer-service contact form. `formData` holds the kit's contact form fields
 * and is checked with the kit's own schema, so the server refuses what the form refuses, with
 * the same message. The answer is a JSON-encoded string holding `success`.
 */
export const contactPost = defineCall({
  name: 'contactPost',
  method: 'POST',
  path: '/rest/V1/customer-service/contact/post',
  request: () => z.object({ formData: contactSchema }),
  response: () => jsonEncodedString(z.looseObject({ success: z.boolean() })),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
