import { z } from 'zod';

/** The wish list's part of the page settings (ADR 0044). */
const settings = {
  /** My Wish List (issue 13), linked from the customer menu with its count. */
  wishlistUrl: z.string(),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    wishlistUrl: z.output<typeof settings.wishlistUrl>;
  }
}

export default settings;
