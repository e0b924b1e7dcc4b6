import { z } from 'zod';

/** The page builder's part of the page settings (ADR 0044). */
const settings = {
  /** Names the block calls render. */
  blockNames: z.object({ lazy: z.array(z.string()), rewards: z.array(z.string()), blog: z.array(z.string()) }),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    blockNames: z.output<typeof settings.blockNames>;
  }
}

export default settings;
