import type { z } from 'zod';
import { pathOf, type CallContract, type RequestOf, type ResponseOf } from './contract';
import { HttpError } from './http-error';
import { logger } from '@shop/ui/logger';

export { HttpError } from './http-error';

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

/** A 2xx answer whose body does not match the call's schema. */
export class ResponseShapeError extends HttpError {
  override readonly name = 'ResponseShapeError';
  readonly issues: z.ZodError['issues'];

  constructor(init: { status: number; method: HttpMethod; url: string; body: unknown; error: z.ZodError }) {
    super(init.status, `Unexpected response from ${init.method} ${init.url}: ${init.error.message}`, { ...init, cause: init.error });
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
 * `resolveUrl('https://shop.test/', '/women.html')` → `https://shop.test/women.html`.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(path) || path.startsWith('//')) return path;
  if (baseUrl && path.startsWith(baseUrl)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A call's input as query parameters: nested objects become bracketed names, as the platform
 * writes its search criteria (`searchCriteria[filter_groups][0][filters][0][field]`), which the
 * server nests again.
 */
export function toQuery(input: unknown, prefix = ''): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  if (input === null || typeof input !== 'object') return out;
  for (const [key, value] of Object.entries(input)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, toQuery(value, name));
    else out[name] = value as QueryValue;
  }
  return out;
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

/** Options of a call made from its contract. */
export interface CallOptions {
  /**
   * The address to call instead of the one the client knows for the contract (its `urls` entry,
   * else its path): a form's own action, or an address configured for one form (a custom login address).
   */
  url?: string;
  /** The path's `:name` parameters. */
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A refusal (4xx) whose body fits the response schema is the answer (calls whose refusals
   * carry the message to show: login, account forms, the mini cart's item calls).
   * @default false
   */
  refusalIsAnswer?: boolean;
}

/** What a call sends: its request, or a form's fields as they are (FormData, URLSearchParams). */
export type CallInput<C extends CallContract> = RequestOf<C> | FormData | URLSearchParams;

/** One contract's call, bound to a client: `reorder({ order_id: 7 })`. */
export type Call<C extends CallContract> = (input: CallInput<C>, options?: CallOptions) => Promise<ResponseOf<C>>;

/** The shop's HTTP client. */
export interface HttpClient {
  readonly baseUrl: string;
  /** The absolute URL of a path (base URL prefixed unless already there). */
  url(path: string): string;
  /**
   * Makes a call declared by its contract, at the address the client knows for it (see
   * `HttpClientOptions.urls`): a GET sends `input` as the query, a POST as a JSON body (or as it
   * is, when it is FormData or URLSearchParams); the answer is parsed with the contract's
   * response schema.
   */
  call<C extends CallContract>(contract: C, input: CallInput<C>, options?: CallOptions): Promise<ResponseOf<C>>;
  /**
   * The low-level request every call goes through. The shop's code calls the server with
   * `call(contract, …)` only (a test enforces it); this is for the client's own tests.
   */
  request<S extends z.ZodType>(method: HttpMethod, path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  /**
   * Calls `listener` after each POST, PUT or DELETE that got an answer (success or
   * error status), before the caller sees the result. Returns an unsubscribe function.
   */
  onMutationComplete(listener: (event: MutationEvent) => void): () => void;
}

export interface HttpClientOptions {
  /** Prefixed to every relative path. */
  baseUrl: string;
  /**
   * Each call's address by its contract's name (the page settings' `urls`); a call missing here
   * goes to its contract's path. `:name` segments are filled from the call's `params` either way.
   * @default {}
   */
  urls?: Readonly<Partial<Record<string, string>>>;
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

/** Creates the client every call goes through (`useShopCall`, and the features' `api.ts` where a call needs more). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const listeners = new Set<(event: MutationEvent) => void>();
  const interceptors = options.interceptors ?? [recaptchaInterceptor];
  const baseUrl = options.baseUrl;
  const urls = options.urls ?? {};

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
      throw new HttpError(0, `${method} ${url} failed: no response`, { method, url, cause: error });
    }

    const data = await readBody(response);
    if (method !== 'GET') {
      for (const listener of listeners) {
        try {
          listener({ method, url, status: response.status, data });
        } catch (error) {
          logger.error('A response listener failed', error);
        }
      }
    }
    if (!response.ok) {
      throw new HttpError(response.status, `${method} ${url} failed with status ${response.status}`, { method, url, body: data });
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
    call: async (contract, input, callOptions = {}) => {
      const path = callOptions.url ?? pathOf({ path: urls[contract.name] ?? contract.path }, callOptions.params);
      const common = { schema: contract.response, headers: callOptions.headers, signal: callOptions.signal };
      try {
        return (await (contract.method === 'GET'
          ? request('GET', path, { ...common, query: toQuery(input) })
          : request('POST', path, { ...common, body: input }))) as ResponseOf<typeof contract>;
      } catch (error) {
        if (callOptions.refusalIsAnswer && error instanceof HttpError && error.status >= 400 && error.status < 500) {
          const answer = contract.response.safeParse(error.body);
          if (answer.success) return answer.data as ResponseOf<typeof contract>;
        }
        throw error;
      }
    },
    request,
    onMutationComplete: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
