import { z } from 'zod';

/** Methods the shop's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query parameter value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of one call. The response is parsed with `schema`. */
export interface RequestOptions<S extends z.ZodType> {
  /** Parses (and types) the response body. */
  schema: S;
  /** Query parameters appended to the URL. */
  query?: Record<string, QueryValue | readonly (string | number)[]>;
  /**
   * Request body. Plain objects and arrays are sent as JSON (the default content
   * type); FormData, URLSearchParams, Blob and strings are sent as they are.
   */
  body?: unknown;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Content type for a string body. @default 'application/json' */
  contentType?: string;
  signal?: AbortSignal;
}

/** A call that failed: a non-2xx answer, or `status` 0 when no answer arrived. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  readonly method: HttpMethod;
  readonly url: string;
  /** The response body (parsed JSON or text), when there was one. */
  readonly body: unknown;

  constructor(message: string, init: { status: number; method: HttpMethod; url: string; body?: unknown; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

/** A 2xx answer whose body does not match the call's schema. */
export class ResponseShapeError extends HttpError {
  override readonly name = 'ResponseShapeError';
  readonly issues: z.ZodError['issues'];

  constructor(init: { status: number; method: HttpMethod; url: string; body: unknown; error: z.ZodError }) {
    super(`Unexpected response from ${init.method} ${init.url}: ${init.error.message}`, { ...init, cause: init.error });
    this.issues = init.error.issues;
  }
}

/** What the client reports after every POST, PUT or DELETE that got an answer. */
export interface MutationEvent {
  method: Exclude<HttpMethod, 'GET'>;
  /** The absolute URL called. */
  url: string;
  status: number;
  /** The response body (parsed JSON or text), before schema parsing. */
  data: unknown;
}

/** A request about to be sent; interceptors may change its headers and body. */
export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Changes a request before it is sent. */
export type RequestInterceptor = (request: OutgoingRequest) => void;

/** Name of the anti-bot value in a JSON body. */
export const RECAPTCHA_BODY_FIELD = 'xReCaptchaValue';
/** Header the anti-bot value travels in. */
export const RECAPTCHA_HEADER = 'X-ReCaptcha';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The anti-bot interceptor: moves `xReCaptchaValue` out of a JSON body (an object
 * or a JSON string) into the `X-ReCaptcha` header.
 */
export const recaptchaInterceptor: RequestInterceptor = (request) => {
  let body = request.body;
  const wasString = typeof body === 'string';
  if (typeof body === 'string') {
    if (!body.includes(RECAPTCHA_BODY_FIELD)) return;
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      return;
    }
  }
  if (!isPlainObject(body) || !(RECAPTCHA_BODY_FIELD in body)) return;
  const { [RECAPTCHA_BODY_FIELD]: value, ...rest } = body;
  if (value !== undefined && value !== null) request.headers.set(RECAPTCHA_HEADER, String(value));
  request.body = wasString ? JSON.stringify(rest) : rest;
};

/**
 * Prefixes the base URL unless the path already starts with it or is absolute.
 * `resolveUrl('https://shop.test/', '/customer/section/load')` → `https://shop.test/customer/section/load`.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(path) || path.startsWith('//')) return path;
  if (baseUrl && path.startsWith(baseUrl)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Appends query parameters to a URL, leaving out undefined and null values. */
export function withQuery(url: string, query: RequestOptions<z.ZodType>['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * A schema for REST answers that are a JSON-encoded string (calls 6 and 7): the
 * string is decoded and its content parsed with `inner`.
 */
export function jsonEncodedString<S extends z.ZodType>(inner: S) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Expected a JSON-encoded string' });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

/** The shop's HTTP client. */
export interface HttpClient {
  readonly baseUrl: string;
  /** The absolute URL of a path (base URL prefixed unless already there). */
  url(path: string): string;
  request<S extends z.ZodType>(method: HttpMethod, path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  get<S extends z.ZodType>(path: string, options: Omit<RequestOptions<S>, 'body' | 'contentType'>): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  put<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  delete<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  /**
   * Calls `listener` after each POST, PUT or DELETE that got an answer (success or
   * error status), before the caller sees the result. Returns an unsubscribe function.
   */
  onMutationComplete(listener: (event: MutationEvent) => void): () => void;
}

export interface HttpClientOptions {
  /** Prefixed to every relative path. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** @default [recaptchaInterceptor] */
  interceptors?: readonly RequestInterceptor[];
  /** @default 'same-origin' */
  credentials?: RequestCredentials;
}

function encodeBody(body: unknown, headers: Headers, contentType: string | undefined): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  if (typeof body === 'string') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', contentType ?? 'application/json');
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', contentType ?? 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the client every feature's `api.ts` calls through. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const listeners = new Set<(event: MutationEvent) => void>();
  const interceptors = options.interceptors ?? [recaptchaInterceptor];
  const baseUrl = options.baseUrl;

  async function request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    call: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const url = withQuery(resolveUrl(baseUrl, path), call.query);
    const headers = new Headers({
      Accept: 'application/json, text/html;q=0.9, */*;q=0.8',
      // Magento-compatible endpoints answer JSON only to requests marked as ajax.
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
      ...call.headers,
    });
    const outgoing: OutgoingRequest = { method, url, headers, body: call.body };
    for (const intercept of interceptors) intercept(outgoing);
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : encodeBody(outgoing.body, headers, call.contentType),
        credentials: options.credentials ?? 'same-origin',
        signal: call.signal,
      });
    } catch (error) {
      if (call.signal?.aborted) throw error;
      throw new HttpError(`${method} ${url} failed: no response`, { status: 0, method, url, cause: error });
    }

    const data = await readBody(response);
    if (method !== 'GET') {
      for (const listener of listeners) {
        try {
          listener({ method, url, status: response.status, data });
        } catch (error) {
          console.error(error);
        }
      }
    }
    if (!response.ok) {
      throw new HttpError(`${method} ${url} failed with status ${response.status}`, {
        status: response.status,
        method,
        url,
        body: data,
      });
    }
    const parsed = call.schema.safeParse(data);
    if (!parsed.success) {
      throw new ResponseShapeError({ status: response.status, method, url, body: data, error: parsed.error });
    }
    return parsed.data;
  }

  return {
    baseUrl,
    url: (path) => resolveUrl(baseUrl, path),
    request,
    get: (path, call) => request('GET', path, call),
    post: (path, call) => request('POST', path, call),
    put: (path, call) => request('PUT', path, call),
    delete: (path, call) => request('DELETE', path, call),
    onMutationComplete: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
