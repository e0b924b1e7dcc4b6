import type { HttpClient } from '../../lib/http';
import { customerGroupUpdate, type GroupUpdateResult } from './contract';
import type { RequestOf } from '../../lib/contract';

export type { GroupUpdateResult } from './contract';

/** The group-update request body. */
export type GroupUpdateRequest = RequestOf<typeof customerGroupUpdate>;

/** Call 6: asks whether the customer's group changed since the customer data was built. */
export function postGroupUpdate(http: HttpClient, url: string, request: GroupUpdateRequest, signal?: AbortSignal): Promise<GroupUpdateResult> {
  return http.call(customerGroupUpdate, request, { url, ...(signal ? { signal } : {}) });
}
