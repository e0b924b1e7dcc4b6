import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Builds the JSON body of an error answer from its message (endpoints speak different shapes). */
export type ErrorShape = (message: string) => Record<string, unknown>;

export const plainError: ErrorShape = (message) => ({ message });

/** An error answered as JSON with its status; never logged as a server fault. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, message: string, shape: ErrorShape = plainError) {
    super(message);
    this.status = status;
    this.body = { ...shape(message), message };
  }
}

export const INVALID_FORM_KEY = 'Invalid Form Key. Please refresh the page.';
