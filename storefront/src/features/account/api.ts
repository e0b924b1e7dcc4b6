import type { HttpClient } from '../../lib/http';
import { postAccountForm, type AccountFormResponse } from '../customer/api';
import { deleteAddress as deleteAddressCall, editAccount as editAccountCall, reorder as reorderCall, saveAddress as saveAddressCall, type EditAccountRequest } from './contract';
import type { RequestOf } from '../../lib/contract';

/** Reorder: the order's items back into the cart; answers where to go (the cart). */
export function reorder(http: HttpClient, url: string, orderId: number): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(reorderCall, { order_id: orderId }, { url, refusalIsAnswer: true }));
}

/** Save Address (new, or one of the customer's with `id`). */
export function saveAddress(http: HttpClient, url: string, request: RequestOf<typeof saveAddressCall>): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(saveAddressCall, request, { url, refusalIsAnswer: true }));
}

/** Delete Address. */
export function deleteAddress(http: HttpClient, url: string, id: number): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(deleteAddressCall, { id }, { url, refusalIsAnswer: true }));
}

/** Save Account Information. */
export function editAccount(http: HttpClient, url: string, request: EditAccountRequest): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(editAccountCall, request, { url, refusalIsAnswer: true }));
}
