import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { ShopEnv } from './env';
import { plainErrorBody, type BodyEncoding, type ErrorBody } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import { INVALID_FORM_KEY } from './errors';


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
      throw new HttpError(400, `Unsupported form field name "${key}".`, errorBody);
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
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
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
  throw new HttpError(415, `Unsupported content type "${type || 'none'}": expected ${expected}.`, errorBody);
}

const formKeyPattern = /^[A-Za-z0-9]{16}$/;

/** The form_key a request posts: the X-Form-Key header, else the body's form_key field. */
export function postedFormKey(c: Context, body: unknown): string | undefined {
  const header = c.req.header('x-form-key');
  if (header) return header;
  if (typeof body === 'object' && body !== null && 'form_key' in body) {
    const value = (body as { form_key: unknown }).form_key;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * Refuses (403) a state-changing request whose posted form_key is missing, malformed or differs
 * from the form_key cookie the browser keeps; returns the accepted key.
 */
export function assertFormKey(c: Context, body: unknown, errorBody: ErrorBody = plainErrorBody): string {
  const posted = postedFormKey(c, body);
  const cookie = getCookie(c, 'form_key');
  if (!posted || !cookie || !formKeyPattern.test(posted) || posted !== cookie) throw new HttpError(403, INVALID_FORM_KEY, errorBody);
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
  const field = issue.path.map(String).join('.');
  return field ? `Invalid value for "${field}": ${issue.message}` : `Invalid input: ${issue.message}`;
}

/** Parses a value with a zod schema; failures answer 400 with the first problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, errorBody: ErrorBody = plainErrorBody): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssue(result.error), errorBody);
  return result.data;
}

/**
 * The usual steps of a state-changing POST: read the body, check the form_key, parse with the
 * schema. Returns the parsed input and the accepted form_key.
 */
export async function postInput<S extends z.ZodType>(
  c: Context<ShopEnv>,
  schema: S,
  accept: readonly BodyEncoding[],
  errorBody: ErrorBody = plainErrorBody,
): Promise<{ input: z.output<S>; formKey: string }> {
  const body = await readBody(c, accept, errorBody);
  const formKey = assertFormKey(c, body, errorBody);
  c.set('formKey', formKey);
  return { input: parseWith(schema, body, errorBody), formKey };
}
