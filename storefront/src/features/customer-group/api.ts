import { z } from 'zod';
import { jsonEncodedString, type HttpClient } from '../../lib/http';

/** The group-update answer. */
export const groupUpdateResultSchema = z.looseObject({
  result: z.boolean().default(false),
  message: z.string().default(''),
});

/** REST answers a JSON-encoded string; a plain JSON object is accepted too. */
const groupUpdateResponseSchema = z.union([jsonEncodedString(groupUpdateResultSchema), groupUpdateResultSchema]);

export type GroupUpdateResult = z.output<typeof groupUpdateResultSchema>;

/** The group-update request body. */
export interface GroupUpdateRequest {
  customerId: number | string;
  customerGroupIdFromCustomerData: number | string;
}

/** Call 6: asks whether the customer's group changed since the customer data was built. */
export async function postGroupUpdate(http: HttpClient, url: string, request: GroupUpdateRequest): Promise<GroupUpdateResult> {
  return http.post(url, { schema: groupUpdateResponseSchema, body: request });
}
