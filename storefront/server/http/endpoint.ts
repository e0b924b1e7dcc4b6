import type { Context, Hono } from 'hono';
import type { AnswerOf, CallContract, ParsedRequestOf } from '../../src/lib/contract';
import type { ShopEnv } from './env';
import { assertFormKey, nestFormFields, parseWith, readBody } from './input';
import { inNamedViewLanguage } from '../../src/features/store-views/catalogues.server';
import { STORE_VIEW_HEADER } from '../../src/features/store-views/model';
import { HttpError } from '../../src/lib/http-error';
import { MESSAGES_WAITING_COOKIE, MESSAGES_WAITING_SECONDS } from '../../src/config/constants';
import { assertNotThrottled } from './throttle';
import { callView, inCallView } from './store-view';
import type { StoreView } from '../../src/features/store-views/model';

/** A call's handler: gets the parsed, validated input; answers what the contract says, or a Response of its own. */
export type CallHandler<C extends CallContract> = (c: Context<ShopEnv>, input: ParsedRequestOf<C>) => Promise<AnswerOf<C> | Response>;

/** The back office's check of a call marked `staff` (ServerFeature.staffGuard): refuses with an HttpError. */
export type StaffGuard = (c: Context<ShopEnv>, contract: CallContract) => Promise<void>;

/** What a call does with a refused request (a 4xx) instead of answering its error body: e.g. a plain form post goes back to its page. */
export type RefusalHandler = (c: Context<ShopEnv>, error: HttpError) => Promise<Response | undefined>;

/** The `:name` segments of a path. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
}

/**
 * Registers the shop's calls, each from its contract (`src/config/contracts.ts`): reads the
 * request (a POST: origin and form_key checked first, then its body in the encodings the
 * contract accepts; a GET's query and path parameters), validates it with the contract's schema (400 with the
 * first problem, in the call's error body), counts it against the call's throttle limits (429 over
 * them), runs the handler and answers JSON. Outside
 * production the answer is checked against the contract's response schema, so a handler
 * that drifts from its contract fails its tests. Other methods on a call's path answer 405.
 */
export class EndpointRegistry {
  readonly #allowed = new Map<string, Set<string>>();
  readonly #registered: CallContract[] = [];
  readonly #app: Hono<ShopEnv>;
  readonly #checkAnswers: boolean;

  readonly #staffGuard: StaffGuard | undefined;

  constructor(app: Hono<ShopEnv>, options: { checkAnswers?: boolean; staffGuard?: StaffGuard } = {}) {
    this.#app = app;
    this.#checkAnswers = options.checkAnswers ?? process.env.NODE_ENV !== 'production';
    this.#staffGuard = options.staffGuard;
  }

  /** The calls registered so far. */
  get registered(): readonly CallContract[] {
    return this.#registered;
  }

  /** Serves `contract` with `handler`; `onRefusal` may answer a refused request its own way. */
  handle<C extends CallContract>(contract: C, handler: CallHandler<C>, onRefusal?: RefusalHandler): void {
    const staffGuard = contract.staff === undefined ? undefined : this.#staffGuard;
    if (contract.staff !== undefined && !staffGuard) throw new Error(`${contract.name} is a back-office call, and no feature gives the staff guard`);
    const methods = this.#allowed.get(contract.path) ?? new Set<string>();
    methods.add(contract.method);
    this.#allowed.set(contract.path, methods);
    this.#registered.push(contract);
    const run = async (c: Context<ShopEnv>) => {
      // A call answers in the language of the view its request names (ADR 0039).
      c.header('Vary', STORE_VIEW_HEADER, { append: true });
      try {
        return await serve(c);
      } catch (error) {
        const answer = error instanceof HttpError && error.status >= 400 && error.status < 500 ? await onRefusal?.(c, error) : undefined;
        if (answer) return answer;
        throw error;
      }
    };
    const serve = async (c: Context<ShopEnv>) => {
      let raw: unknown;
      if (staffGuard) await staffGuard(c, contract);
      // The page's store view (X-Store-View; an unknown one was refused before any route): its prices.
      const view = callView(c);
      if (contract.method === 'POST') {
        // The back office's session and form_key were checked by its guard, not the shop's; the
        // shop's: origin and form_key before anything of the body is interpreted.
        if (!staffGuard) await assertFormKey(c, contract.errorBody);
        raw = await readBody(c, contract.accepts ?? ['json'], contract.errorBody);
      } else {
        const query = nestFormFields(Object.fromEntries(new URL(c.req.url).searchParams), contract.errorBody);
        const params = Object.fromEntries(pathParams(contract.path).map((name) => [name, c.req.param(name)]));
        raw = { ...query, ...params };
      }
      // A plain form post (or a mail's link) names its view in `store`: validated and answered in its language.
      return inNamedViewLanguage(raw, () => respond(c, view, parseWith(contract.request, raw, contract.errorBody) as ParsedRequestOf<C>));
    };
    const respond = async (c: Context<ShopEnv>, view: StoreView, input: ParsedRequestOf<C>) => {
      await assertNotThrottled(c, contract, input);
      const answer = await inCallView(c, view, () => handler(c, input));
      if (answer instanceof Response) {
        // A redirect (a plain form post, a mail's link) may leave flash messages for the next page:
        // that page starts its services at once to show them, a first visitor's too (ADR 0042).
        if (answer.status >= 300 && answer.status < 400) answer.headers.append('Set-Cookie', `${MESSAGES_WAITING_COOKIE}=1; Max-Age=${MESSAGES_WAITING_SECONDS}; Path=/; SameSite=Lax`);
        return answer;
      }
      if (this.#checkAnswers) {
        const checked = contract.response.safeParse(answer);
        if (!checked.success) throw new Error(`${contract.method} ${contract.path} answered outside its contract: ${checked.error.message}`);
      }
      return c.json(answer as object);
    };
    if (contract.method === 'GET') this.#app.get(contract.path, run);
    else this.#app.post(contract.path, run);
  }

  /** Call once after every call is registered. */
  guardMethods() {
    for (const [path, methods] of this.#allowed) {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
      this.#app.all(path, (c) => c.json({ message: `Method ${c.req.method} is not allowed here; use ${allow}.` }, 405, { Allow: allow }));
    }
  }
}
