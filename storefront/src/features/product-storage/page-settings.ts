import { z } from 'zod';

/** A recently viewed / compared storage's settings. */
const productActionStorageSchema = z.object({
  /** Whether this storage may send the sync request (call 16; disabled by default). */
  allowToSendRequest: z.boolean(),
  syncUrl: z.string(),
  /** Lifetime of an id entry, compared with its added_at (seconds). */
  lifetime: z.number().positive(),
});

/** The product storages' part of the page settings (ADR 0044). */
const settings = {
  productStorage: z.object({
    /** Scope entries are keyed by; none keys them by product id only. */
    productCurrentScope: z.enum(['website', 'group', 'store']).optional(),
  }),
  recentlyViewed: productActionStorageSchema,
  recentlyCompared: productActionStorageSchema,
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    productStorage: z.output<typeof settings.productStorage>;
    recentlyViewed: z.output<typeof productActionStorageSchema>;
    recentlyCompared: z.output<typeof productActionStorageSchema>;
  }
}

export default settings;
