import type { ContactFormValues } from '@shop/ui/validation';
import type { HttpClient } from '../../lib/http';
import { contactPost } from './contract';

/** Call 7: POST the contact form's fields as `formData`; resolves to `success`. */
export async function postContact(http: HttpClient, url: string, formData: ContactFormValues, formKey?: string): Promise<boolean> {
  const answer = await http.call(contactPost, { formData }, { url, headers: formKey ? { 'X-Form-Key': formKey } : undefined });
  return answer.success;
}
