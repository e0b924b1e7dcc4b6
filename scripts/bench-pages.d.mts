import type { BrowserContext } from 'playwright-core';

/** The phone-sized viewport of the bench's cold views. */
export declare const PAGE_VIEWPORT: { width: number; height: number };

/** Sessions the private pages are viewed with, made through the context's requests (its cookies only). Each resolves with the context's form_key. */
export declare const sessions: {
  /** One in-stock simple product of the Gear category in the context's cart. */
  cart(context: BrowserContext, base: string): Promise<string>;
  /** A guest order just placed. */
  placedOrder(context: BrowserContext, base: string): Promise<void>;
  /** A new customer, signed in, with one order. */
  customer(context: BrowserContext, base: string): Promise<void>;
};

/** Cold phone views of each page on the shop at `base`: the median view by requests of `runs`. */
export declare function pageFigures(base: string, pages: Record<string, string | { path: string; prepare?: (context: BrowserContext, base: string) => Promise<unknown> }>, options?: { runs?: number }): Promise<Record<string, unknown>>;
