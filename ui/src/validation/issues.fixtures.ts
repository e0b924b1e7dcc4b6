import type { z } from 'zod';

/** A field error as react-hook-form's zodResolver makes it from a zod issue: where, what it says, and its type (the issue's code). */
export interface FieldIssue {
  path: string;
  message: string;
  type: string;
}

/** Every issue of a parse, in order, as a form receives them (an empty list when it passed). For the schema tests. */
export function fieldIssues(result: z.ZodSafeParseResult<unknown>): FieldIssue[] {
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message, type: issue.code }));
}
