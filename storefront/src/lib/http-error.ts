import { plainErrorBody, type ErrorBody } from './contract';

/** What a refusal or a failed call carries besides its status and message. */
export interface HttpErrorInit {
  /** The answer's body (the browser: as received; the server: what it answers). */
  body?: unknown;
  /** The call that failed (the browser's side). */
  method?: string;
  url?: string;
  cause?: unknown;
}

/**
 * An HTTP error, on both sides of the wire. The server throws one to refuse a request (it
 * answers `body` with `status` and never logs it as a fault); the browser's client throws one
 * for a non-2xx answer, or with `status` 0 when no answer arrived.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  readonly body: unknown;
  readonly method: string | undefined;
  readonly url: string | undefined;

  /**
   * @param init the body and call details, or (on the server) the call's error body builder:
   *   the refusal then answers `{ ...errorBody(message), message }`
   */
  constructor(status: number, message: string, init: HttpErrorInit | ErrorBody = {}) {
    const details = typeof init === 'function' ? { body: { ...init(message), message } } : init;
    super(message, { cause: details.cause });
    this.status = status;
    this.body = details.body ?? { ...plainErrorBody(message), message };
    this.method = details.method;
    this.url = details.url;
  }
}
