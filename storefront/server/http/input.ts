import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { ShopEnv } from './env';
import { plainErrorBody, type BodyEncoding, type ErrorBody } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import { INVALID_FORM_KEY } from './errors';
import { escapeHtml } from '../lib/html';

/**
 * Text a visitor sent (a field name, a content type) as it may appear inside a message: shortened
 * and HTML-escaped, since messages are shown as HTML with the shop's few allowed tags.
 */
export function visitorText(text: string): string {
  return `"${escapeHtml(text.length > 64 ? `${text.slice(0, 64)}…` : text)}"`;
}


const MAX_FIELDS = 200;
const MAX_DEPTH = 6;
const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

type Nested = { [key: string]: unknown };

/**
 * Turns flat form fields with bracket names (`super_attribute[93]`, `ids[1][product_id]`, `ids[]`)
 * into nested objects, the way the platform reads them.
 */
export function nestFormFields(fields: Record<string, unknown>, errorBody: ErrorBody = plainErrorBody): Nested {
  const entries = Object.entries(fields);
  if (entries.length > MAX_FIELDS) throw new HttpError(400, `Too many form fields (at most ${MAX_FIELDS}).`, errorBody);
  const root: Nested = {};
  for (const [key, value] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [key];
    if (path.length > MAX_DEPTH + 1 || path.some((part) => unsafeKeys.has(part))) {
      throw new HttpError(400, `Unsupported form field name ${visitorText(key)}.`, errorBody);
    }
    let node: Nested = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (part === '') {
        // `name[]`: the values form a list under the parent key.
        return;
      }
      const nextIsList = path[index + 1] === '';
      if (last || (nextIsList && index + 2 === path.length)) {
        node[part] = nextIsList ? (Array.isArray(value) ? value : [value]) : value;
        return;
      }
      const child = node[part];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) node[part] = {};
      node = node[part] as Nested;
    });
  }
  return root;
}

/** Reads the body in one of the accepted encodings; malformed or other encodings answer 400/415. */
export async function readBody(c: Context, accept: readonly BodyEncoding[], errorBody: ErrorBody = plainErrorBody): Promise<unknown> {
  const type = mediaType(c);
  if (type === 'application/json' && accept.includes('json')) {
    try {
      return await c.req.json();
    } catch {
      throw new HttpError(400, 'Malformed JSON body.', errorBody);
    }
  }
  if ((type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') && accept.includes('form')) {
    let fields: Record<string, unknown>;
    try {
      fields = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, 'Malformed form body.', errorBody);
    }
    return nestFormFields(fields, errorBody);
  }
  const expected = accept.map((kind) => (kind === 'json' ? 'application/json' : 'multipart/form-data or application/x-www-form-urlencoded')).join(' or ');
  throw new HttpError(415, `Unsupported content type ${visitorText(type || 'none')}: expected ${expected}.`, errorBody);
}

const formKeyPattern = /^[A-Za-z0-9]{16}$/;

/** The media type of a request's body, lower-cased, without parameters. */
function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The form_key a request posts, found before its body is parsed for the call: the X-Form-Key
 * header, else the `form_key` field of a copy of the raw body (JSON, multipart or URL-encoded).
 * Reading the copy obeys the body size limit (an over-long body still answers 413).
 */
export async function postedFormKey(c: Context): Promise<string | undefined> {
  const header = c.req.header('x-form-key');
  if (header) return header;
  const type = mediaType(c);
  if (type !== 'application/json' && type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') return undefined;
  const raw = await c.req.raw.clone().arrayBuffer();
  try {
    if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(new TextDecoder().decode(raw)).get('form_key') ?? undefined;
    if (type === 'multipart/form-data') {
      const value = (await new Response(raw, { headers: { 'content-type': c.req.header('content-type')! } }).formData()).get('form_key');
      return typeof value === 'string' ? value : undefined;
    }
    const body: unknown = JSON.parse(new TextDecoder().decode(raw));
    const value = typeof body === 'object' && body !== null ? (body as { form_key?: unknown }).form_key : undefined;
    return typeof value === 'string' ? value : undefined;
  } catch {
    // A malformed body posts no form_key: it is refused as forged, never parsed further.
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from another site: the browser says so
 * (`Sec-Fetch-Site: cross-site`), or its Origin is opaque or neither the requested host nor the
 * configured base URL's. Clients without these headers (not browsers) pass on to the form_key.
 */
export function isCrossSite(c: Context, baseUrl: string): boolean {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host === '' || (host !== (c.req.header('host') ?? '').toLowerCase() && host !== new URL(baseUrl).host);
}

/**
 * The first checks of every state-changing request, after the size limit and before its body is
 * parsed: refuses (403) a cross-site request and one whose posted form_key is missing, malformed,
 * differs from the form_key cookie the browser keeps, or differs from the key bound to the
 * visitor's session; returns the accepted key.
 */
export async function assertFormKey(c: Context<ShopEnv>, errorBody: ErrorBody = plainErrorBody): Promise<string> {
  if (isCrossSite(c, c.var.shop.config.baseUrl)) throw new HttpError(403, INVALID_FORM_KEY, errorBody);
  const posted = await postedFormKey(c);
  const cookie = getCookie(c, 'form_key');
  if (!posted || !cookie || !formKeyPattern.test(posted) || posted !== cookie) throw new HttpError(403, INVALID_FORM_KEY, errorBody);
  // Bound to the session: once a session holds a key (its first POST, or the new key of a login or
  // logout), only that key is accepted with it, so a planted form_key cookie opens nothing.
  if (getCookie(c, c.var.shop.config.sessionCookie) !== undefined) {
    const session = await c.get('session').current();
    if (session?.formKey && session.formKey !== posted) throw new HttpError(403, INVALID_FORM_KEY, errorBody);
  }
  c.set('formKey', posted);
  return posted;
}

/**
 * Describes the first problem zod found. A kit rule's message (a custom issue) is answered as
 * it is, the text the browser's form shows; other problems name the field.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  if (issue.code === 'custom') return issue.message;
  // The path can hold a visitor's own keys (a record's): escaped like any echoed text.
  const field = issue.path.map(String).join('.');
  return field ? `Invalid value for ${visitorText(field)}: ${issue.message}` : `Invalid input: ${issue.message}`;
}

/** What a request holding a NUL character is told: PostgreSQL text cannot hold one, and no field needs it. */
export const NUL_CHARACTER_MESSAGE = 'Invalid input: text may not contain the NUL character (U+0000).';

/** Whether any string (or key) in a parsed request holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** Parses a value with a zod schema; failures answer 400 with the first problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, errorBody: ErrorBody = plainErrorBody): z.output<S> {
  if (holdsNul(value)) throw new HttpError(400, NUL_CHARACTER_MESSAGE, errorBody);
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssue(result.error), errorBody);
  return result.data;
}
