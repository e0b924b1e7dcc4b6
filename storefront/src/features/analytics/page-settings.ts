import { z } from 'zod';

/** Analytics' part of the page settings (ADR 0044). */
const settings = {
  /**
   * The tag manager (SPEC.md §7): its container id, and the address of its loader script (sent
   * with `id=<container id>`; none: the data layer runs without the loader). Absent: no data
   * layer, no script, nothing tracked.
   */
  tagManager: z.object({ containerId: z.string().min(1), scriptUrl: z.string().optional() }).optional(),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    tagManager?: z.output<typeof settings.tagManager>;
  }
}

export default settings;
