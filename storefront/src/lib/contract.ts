import { z } from 'zod';

/**
 * A call that crosses the wire, declared once: the server's handler and the browser's call
 * are both typed from it and validate with its schemas (see docs/architecture.md).
 *
 * Each capability declares its calls in `src/features/<capability>/contract.ts`; every call
 * declared there with `defineCall` is collected by `src/config/contracts.ts` (no list to edit),
 * from which the server registers its routes and the page settings publish their URLs and the
 * section-invalidation map.
 */
export interface CallContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The call's name: its key in the page settings' `urls`. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Path below the base URL, without a trailing slash; `:name` segments are path parameters. */
  readonly path: string;
  /**
   * What the server accepts: for GET the query (with the path parameters), for POST the body.
   * Built from the kit's rules (`@shop/ui/validation`) where a form sends it, so the server
   * answers with the messages the browser shows.
   */
  readonly request: Req;
  /** What the server answers with status 2xx; the browser parses the answer with it. */
  readonly response: Res;
  /** Body encodings a POST accepts. @default ['json'] */
  readonly accepts?: readonly BodyEncoding[];
  /** Customer-data sections a POST here invalidates (`'*'`: every section). */
  readonly invalidates?: readonly string[];
  /** The body of a refusal (4xx): `message` and whatever else this call's callers read. */
  readonly errorBody?: ErrorBody;
  /**
   * A call of the back office (issue 27): the staff guard checks it (the staff session's cookie and
   * form_key, and this permission; `'sign-in'`: no session yet, `'session'`: any staff session)
   * instead of the shop's form_key; it is never published in the storefront's page settings.
   */
  readonly staff?: string;
  /** What the 2xx answer is. @default 'json' */
  readonly answers?: 'json' | 'html' | 'svg' | 'image' | 'redirect';
}

export type BodyEncoding = 'json' | 'form';

/** Builds the JSON body of a refusal from its message. */
export type ErrorBody = (message: string) => Record<string, unknown>;

/** A refusal that carries only its message. */
export const plainErrorBody: ErrorBody = (message) => ({ message });

/** A refusal of a call whose answer says whether it worked: `success: false` and the message. */
export const unsuccessfulErrorBody: ErrorBody = (message) => ({ success: false, message });

/** The answer of a call that says whether it worked and the message to show. */
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });

/** A customer-data section (SPEC.md §3), declared once: the server builds it, `useSection` reads it. */
export interface SectionContract<Name extends string = string, S extends z.ZodType = z.ZodType> {
  readonly name: Name;
  /** The section's data, without `data_id` (the load adds it). */
  readonly schema: S;
}

/** What `defineCall` and `defineSection` mark their results with, so the registry finds them among a module's exports. */
const CONTRACT_KIND = Symbol.for('shop.contract-kind');

function mark<T extends object>(value: T, kind: 'call' | 'section'): T {
  Object.defineProperty(value, CONTRACT_KIND, { value: kind, enumerable: false });
  return value;
}

/** Whether a module export is a call declared with `defineCall`. */
export function isCallContract(value: unknown): value is CallContract {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[CONTRACT_KIND] === 'call';
}

/** Whether a module export is a section declared with `defineSection`. */
export function isSectionContract(value: unknown): value is SectionContract {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[CONTRACT_KIND] === 'section';
}

/**
 * A schema as a contract declares it: a function that builds it, called the first time the
 * schema is read (then kept), or the schema itself. Every page loads every storefront contract
 * with its services, right after hydration; building all their schemas there took one long frame
 * (ADR 0035), so the storefront's contracts declare factories and only the calls a page makes, or
 * a section it reads, build theirs. The server reads the same property: the same schema.
 */
export type SchemaDeclaration<S extends z.ZodType = z.ZodType> = S | (() => S);

/** The schema a declaration builds. */
type Built<T> = T extends (...args: never[]) => infer S ? S : T;

/** A call as `defineCall` takes it: a contract whose schemas may be factories. */
export type CallDeclaration = Omit<CallContract, 'request' | 'response'> & { readonly request: SchemaDeclaration; readonly response: SchemaDeclaration };

/** The contract a declaration makes: its factories become the schemas they build. */
export type DeclaredCall<D> = { readonly [K in keyof D]: K extends 'request' | 'response' ? Built<D[K]> : D[K] };

/** A copy of `declaration` whose `keys` that hold a factory read as the schema it builds, built once on first read. */
function lazySchemas<T extends object>(declaration: T, keys: readonly string[]): T {
  const contract = { ...declaration };
  for (const key of keys) {
    const factory = (declaration as Record<string, unknown>)[key];
    if (typeof factory !== 'function') continue;
    let schema: unknown;
    Object.defineProperty(contract, key, { enumerable: true, get: () => (schema ??= (factory as () => unknown)()) });
  }
  return contract;
}

/**
 * Declares a call (keeps the literal types, so handlers and calls are typed from it). Exported
 * from a feature's `contract.ts`, it is registered by that alone. Its `request` and `response`
 * are best declared as factories (`request: () => z.object(…)`): built on first use.
 */
export function defineCall<const D extends CallDeclaration>(declaration: D): DeclaredCall<D> {
  return mark(lazySchemas(declaration, ['request', 'response']), 'call') as DeclaredCall<D>;
}

/**
 * Declares a family of calls that share parts (the method, the answer and the refusal of the
 * account forms' posts, say): each call of it is declared as by `defineCall`, with the shared
 * parts filled in and its own added, so the family's schemas are named once.
 */
export function defineCallFamily<const Shared extends Partial<CallDeclaration>>(shared: Shared) {
  return <const C extends Omit<CallDeclaration, keyof Shared>>(call: C): DeclaredCall<Shared & C> =>
    mark(lazySchemas({ ...shared, ...call }, ['request', 'response']), 'call') as DeclaredCall<Shared & C>;
}

/**
 * Declares a customer-data section. Exported from a feature's `contract.ts`, it is registered by
 * that alone; `useSection(name)` is typed from `ShopSections`, which the module extends. Its
 * schema is best declared as a factory, built when the section is first read.
 */
export function defineSection<const Name extends string, S extends z.ZodType>(name: Name, schema: () => S): SectionContract<Name, S>;
export function defineSection<const Name extends string, S extends z.ZodType>(name: Name, schema: S): SectionContract<Name, S>;
export function defineSection(name: string, schema: SchemaDeclaration): SectionContract {
  return mark(lazySchemas({ name, schema }, ['schema']), 'section') as SectionContract;
}

/** The calls among a module's exports, by name. */
export type CallsOf<Module> = {
  [K in keyof Module as Module[K] extends CallContract & { name: infer Name extends string } ? Name : never]: Module[K];
};

/** The sections among a module's exports, by name. */
export type SectionsOf<Module> = {
  [K in keyof Module as Module[K] extends SectionContract<infer Name> & { method?: never } ? Name : never]: Module[K];
};

/**
 * Every call by name, as a type: each feature's `contract.ts` adds its own
 * (`import type * as self from './contract'` and
 * `interface ShopCalls extends CallsOf<typeof self> {}` in a `declare module` block), so no central file
 * lists them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface ShopCalls {}

/** Every customer-data section by name, as a type, added the same way by each feature's `contract.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface ShopSections {}

/**
 * The calls and sections of a set of contract modules (each feature's `contract.ts`): every
 * export made by `defineCall` or `defineSection`, by name. Two declarations of one name, or two
 * calls on one method and path, are refused: the registry would otherwise keep one silently.
 */
export function collectContracts(modules: Iterable<Record<string, unknown>>): { calls: Record<string, CallContract>; sections: Record<string, SectionContract> } {
  const calls: Record<string, CallContract> = {};
  const sections: Record<string, SectionContract> = {};
  const routes = new Set<string>();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (isCallContract(value)) {
        if (calls[value.name] && calls[value.name] !== value) throw new Error(`Two calls are named "${value.name}"`);
        const route = `${value.method} ${value.path}`;
        if (calls[value.name] !== value && routes.has(route)) throw new Error(`Two calls declare ${route}`);
        routes.add(route);
        calls[value.name] = value;
      } else if (isSectionContract(value)) {
        if (sections[value.name] && sections[value.name] !== value) throw new Error(`Two sections are named "${value.name}"`);
        sections[value.name] = value;
      }
    }
  }
  return { calls, sections };
}

/** What a call accepts, as its sender writes it. */
export type RequestOf<C extends CallContract> = z.input<C['request']>;
/** What a call's handler receives, parsed. */
export type ParsedRequestOf<C extends CallContract> = z.output<C['request']>;
/** What a call's handler returns (before the browser parses it). */
export type AnswerOf<C extends CallContract> = z.input<C['response']>;
/** What the browser's call resolves to. */
export type ResponseOf<C extends CallContract> = z.output<C['response']>;
/** A section's data as `useSection` gives it. */
export type SectionDataOf<S extends SectionContract> = z.output<S['schema']>;
/** A section's data as the server builds it. */
export type SectionInputOf<S extends SectionContract> = z.input<S['schema']>;

/** The path of a call with its `:name` parameters filled in (each URL-encoded). */
export function pathOf(contract: Pick<CallContract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The key of a call's path in the section-invalidation map: lower case, no leading slash. */
export function invalidationKey(path: string): string {
  return path.replace(/^\/+/, '').toLowerCase();
}

/**
 * The section-invalidation map (the platform's sections.xml) of a set of calls: every POST's
 * path → the sections it invalidates, and `'*'` → what every POST invalidates.
 */
export function sectionInvalidation(calls: Iterable<CallContract>, everyPost: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = { '*': [...everyPost] };
  for (const call of calls) {
    if (call.method === 'POST' && call.invalidates?.length) map[invalidationKey(call.path)] = [...call.invalidates];
  }
  return map;
}

/**
 * A schema for REST answers that are a JSON-encoded string (calls 6 and 7, as the platform's
 * REST API answers): the string is decoded and its content parsed with `inner`.
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

/** Encodes a REST call's answer as the JSON-encoded string its contract's `jsonEncodedString` response reads. */
export function encodeJsonString<C extends CallContract>(_contract: C, value: z.output<C['response']>): string {
  return JSON.stringify(value);
}

/**
 * A query parameter holding a JSON-encoded value (the lazy-block calls send theirs so).
 */
export function jsonParam<T extends z.ZodType>(name: string, schema: T) {
  return z
    .string()
    .max(8192)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${name} must be JSON-encoded` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A positive whole id, sent as a form string or a JSON number. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
