import { defineServerFeature } from '../../../server/feature';

/**
 * The messages section: the session's flash messages, handed out once; those a redirect left for
 * a page, to that page's load (until the bound: `takeFor`, ADR 0042).
 */
export default defineServerFeature({
  sections: {
    messages: async ({ session, shop, page }) => ({ messages: session ? await shop.sessions.takeMessages(session.id, page) : [] }),
  },
});
