import { defineServerFeature } from '../../../server/feature';

/** The messages section: the session's flash messages, handed out once. */
export default defineServerFeature({
  sections: {
    messages: async ({ session, shop }) => ({ messages: session ? await shop.sessions.takeMessages(session.id) : [] }),
  },
});
