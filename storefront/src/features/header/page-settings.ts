import { z } from 'zod';

/** The header's part of the page settings (ADR 0044). */
const settings = {
  /**
   * The smart app-install banner for phone visitors (SPEC.md §2, §4): the app's id (the cookies'
   * prefix), name, publisher, icon and store address per platform. Absent: no banner.
   */
  smartBanner: z
    .object({
      appId: z.string().min(1),
      title: z.string().min(1),
      author: z.string(),
      iconSrc: z.string(),
      storeUrls: z.object({ ios: z.string().optional(), android: z.string().optional(), windows: z.string().optional() }),
    })
    .optional(),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    smartBanner?: z.output<typeof settings.smartBanner>;
  }
}

export default settings;
