import type { Handler, Hono } from 'hono';
import type { ShopEnv } from './env';

type Method = 'GET' | 'POST';

/**
 * Registers endpoints and answers 405 (with Allow) for other methods on their paths, before the
 * page handler could take them.
 */
export class EndpointRegistry {
  readonly #allowed = new Map<string, Set<Method>>();
  readonly #app: Hono<ShopEnv>;

  constructor(app: Hono<ShopEnv>) {
    this.#app = app;
  }

  #add(method: Method, path: string, handler: Handler<ShopEnv>) {
    const set = this.#allowed.get(path) ?? new Set<Method>();
    set.add(method);
    this.#allowed.set(path, set);
    if (method === 'GET') this.#app.get(path, handler);
    else this.#app.post(path, handler);
  }

  get(path: string, handler: Handler<ShopEnv>) {
    this.#add('GET', path, handler);
  }

  post(path: string, handler: Handler<ShopEnv>) {
    this.#add('POST', path, handler);
  }

  /** Call once after every endpoint is registered. */
  guardMethods() {
    for (const [path, methods] of this.#allowed) {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
      this.#app.all(path, (c) => c.json({ message: `Method ${c.req.method} is not allowed here; use ${allow}.` }, 405, { Allow: allow }));
    }
  }
}
