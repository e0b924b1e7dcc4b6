import { z } from 'zod';

/** The currency's part of the page settings (ADR 0044). */
const settings = {
  /**
   * The subtotal from which Free Shipping is offered (FREE_SHIPPING_THRESHOLD), in minor units of
   * `currency`: the page's currency, converted at its rate (ADR 0040), what the header's and the
   * footer's "Free shipping on orders over %1" write.
   */
  freeShipping: z.object({ threshold: z.number().int().nonnegative(), currency: z.string() }),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    freeShipping: z.output<typeof settings.freeShipping>;
  }
}

export default settings;
