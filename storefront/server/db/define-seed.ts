import type { Db } from './database';

/**
 * What a capability adds to a new shop's database: its folder's `seed.server.ts` default-exports
 * one (`defineSeed`), and the seed (`server/db/seed.ts`) runs them all, in the folders' order, in its
 * transaction once the catalogue, the customers and the content are in. Adding a capability's rows
 * edits nothing central.
 */
export interface CapabilitySeed {
  /** Rows every shop starts with, the production one too (e.g. the content pages). */
  seed?(tx: Db): Promise<void>;
  /** Rows of the demo only, never in production mode (e.g. an account whose password is public). */
  demo?(tx: Db): Promise<void>;
}

export function defineSeed(seed: CapabilitySeed): CapabilitySeed {
  return seed;
}
