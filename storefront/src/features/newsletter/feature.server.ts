import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse } from '../../../server/http/responses';
import { callView, callViewOr } from '../../../server/http/store-view';
import { shopPaths } from '../../../server/lib/urls';
import { MESSAGES_COOKIE } from '../../config/constants';
import { HttpError } from '../../lib/http-error';
import { signInRequired } from '../account/contract';
import { newsletterConfirm, newsletterManageSave, newsletterSubscribe, newsletterUnsubscribe } from './contract';
import { NEWSLETTER_TEXTS, newsletterPaths } from './model';
import { createNewsletterService, type NewsletterService } from './newsletter.server';
import { redirectInView, type StoreViewCode } from '../store-views/model';

declare module '../../../server/feature' {
  interface ShopServices {
    /** The newsletter: subscriptions with double opt-in, a customer's own, and the back office's grid. */
    newsletter: NewsletterService;
  }
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** Whether the signed-in customer is subscribed (null for a guest), for My Account › Newsletter Subscriptions. */
    newsletterSubscribed(): Promise<boolean | null>;
  }
}

/** A refusal with `success: false` and the message, which the forms show. */
const refuse = (status: number, message: string) => new HttpError(status, message, (text) => ({ success: false, message: text }));

/**
 * Goes to the home page of the view the link names with the message, which the page shows once
 * (the `mage-messages` cookie: no session is started).
 */
function homeWith(c: Context<ShopEnv>, store: StoreViewCode | undefined, type: 'success' | 'error', text: string) {
  privateResponse(c);
  setCookie(c, MESSAGES_COOKIE, JSON.stringify([{ type, text }]), { path: '/', sameSite: 'Lax' });
  return c.redirect(redirectInView(store, shopPaths.home), 302);
}

/** The newsletter (issue 30): the footer's Subscribe, the mails' links and My Account's page. */
export default defineServerFeature({
  services: {
    newsletter: ({ db, clock, config, staff }) => createNewsletterService({ db, clock, baseUrl: config.baseUrl, staff }),
  },
  routes(endpoints) {
    endpoints.handle(newsletterSubscribe, async (c, { email, store }) => {
      privateResponse(c);
      // The mail is in the view the page's call names (its header), else the one a plain post names.
      const outcome = await c.var.shop.newsletter.subscribe(email, callViewOr(c, store).code);
      if (outcome === 'already') throw refuse(400, NEWSLETTER_TEXTS.alreadySubscribed);
      return { success: true, message: NEWSLETTER_TEXTS.confirmationSent };
    });

    endpoints.handle(newsletterConfirm, async (c, { id, code, store }) => {
      const outcome = await c.var.shop.newsletter.confirm(id, code, store);
      if (outcome === 'invalid_id') return homeWith(c, store, 'error', NEWSLETTER_TEXTS.invalidId);
      if (outcome === 'invalid_code') return homeWith(c, store, 'error', NEWSLETTER_TEXTS.invalidCode);
      return homeWith(c, store, 'success', NEWSLETTER_TEXTS.confirmed);
    });

    endpoints.handle(newsletterUnsubscribe, async (c, { id, code, store }) => {
      const done = await c.var.shop.newsletter.unsubscribe(id, code, store);
      return done ? homeWith(c, store, 'success', NEWSLETTER_TEXTS.unsubscribed) : homeWith(c, store, 'error', NEWSLETTER_TEXTS.unsubscribeFailed);
    });

    endpoints.handle(newsletterManageSave, async (c, { is_subscribed }) => {
      privateResponse(c);
      const { shop } = c.var;
      const session = await c.get('session').current();
      if (!session?.customerId) throw refuse(401, signInRequired());
      const outcome = await shop.newsletter.setCustomerSubscription(session.customerId, is_subscribed, callView(c).code);
      const message = outcome === 'saved' ? NEWSLETTER_TEXTS.saved : outcome === 'removed' ? NEWSLETTER_TEXTS.removed : NEWSLETTER_TEXTS.updated;
      await shop.sessions.addMessages(session.id, [{ type: 'success', text: message }]);
      return { success: true, message, redirectUrl: newsletterPaths.manage, backUrl: newsletterPaths.manage };
    });
  },
  privateReads: {
    newsletterSubscribed: async (visitor, shop) => {
      const session = await visitor.session();
      return session?.customerId ? shop.newsletter.isSubscribed(session.customerId) : null;
    },
  },
});
