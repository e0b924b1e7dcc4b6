import { z } from 'zod';

/** Fast checkout's part of the page settings (ADR 0044). */
const settings = {
  /** The mini cart's fast-checkout button (SPEC.md §2), or null when the payment module's setting is off. */
  fastCheckout: z.object({ minicartEnabled: z.boolean(), useModal: z.boolean(), startUrl: z.string() }).nullable(),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    fastCheckout: z.output<typeof settings.fastCheckout>;
  }
}

export default settings;
