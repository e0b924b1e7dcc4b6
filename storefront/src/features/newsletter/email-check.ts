import { emailFieldSchema } from '@shop/ui/validation';

/**
 * The footer form's check of an address: the kit's e-mail rule, the one the server answers with
 * (the message to show, or null). A module of its own, loaded when the form is first sent, so the
 * rule and zod never join the first load of the pages the footer is on.
 */
export function emailProblem(email: string): string | null {
  const result = emailFieldSchema().safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
