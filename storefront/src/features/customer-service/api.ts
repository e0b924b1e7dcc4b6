import { z } from 'zod';
import { jsonEncodedString, type HttpClient } from '../../lib/http';

/** Call 7's answer: a JSON-encoded string holding `success`. */
export const contactResponseSchema = jsonEncodedString(z.looseObject({ success: z.boolean() }));

/** Call 7: POST the contact form's fields as `formData`; resolves to `success`. */
export async function postContact(http: HttpClient, url: string, formData: Record<string, string>, formKey?: string): Promise<boolean> {
  const answer = await http.post(url, {
    schema: contactResponseSchema,
    body: { formData },
    headers: formKey ? { 'X-Form-Key': formKey } : undefined,
  });
  return answer.success;
}
