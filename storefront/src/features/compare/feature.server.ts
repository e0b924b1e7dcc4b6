import { t } from '@shop/ui/i18n';
import type { Context } from 'hono';
import type { CompareProduct } from './types';
import { addToCompare, clearCompare, removeFromCompare } from './contract';
import { COMPARE_PAGE_PATH } from './model';
import { HttpError } from '../../lib/http-error';
import { safeRedirectPath } from '../../../server/lib/urls';
import { redirectInView, viewOfPath, type StoreViewCode } from '../store-views/model';
import { defineServerFeature } from '../../../server/feature';
import { addedToCompare, compareCleared, createCompareService, removedFromCompare, type CompareService } from './compare.server';
import { actionOwner } from '../../../server/services/sections.server';
import type { FlashMessage } from '../../../server/services/sessions.server';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse, wantsJson } from '../../../server/http/responses';
import { callViewOr } from '../../../server/http/store-view';

export const compareProductNotFound = () => t('We can\u2019t find the product.');
export const compareItemNotFound = () => t('The product is not in your comparison list.');

const refusal = (status: number, message: string) => new HttpError(status, message, addToCompare.errorBody);

/**
 * The page to go back to: the post's `uenc` (the page it came from) when it is a path of this shop
 * (checked by the one redirect check), else the compare page.
 */
function returnPath(c: Context<ShopEnv>, uenc: string | undefined): string {
  return safeRedirectPath(uenc, c.var.shop.config.baseUrl) ?? COMPARE_PAGE_PATH;
}

/**
 * A success: the message waits for the next page, which the browser (or the redirect, in the view
 * the post names) goes to.
 */
async function done(c: Context<ShopEnv>, sessionId: string, message: FlashMessage, to: string, store: StoreViewCode | undefined) {
  await c.var.shop.sessions.addMessages(sessionId, [message]);
  if (!wantsJson(c)) return c.redirect(redirectInView(store, to), 302);
  return { success: true, message: message.text, redirectUrl: to, backUrl: to };
}

/**
 * Compare Products (issue 15 item 2): each call acts on the list of the visitor's own session (or
 * account), named by `actionOwner`; a guest gets a session on the first add.
 */
function compareRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(addToCompare, async (c, input) => {
    privateResponse(c);
    const session = await c.get('session').ensure();
    const added = await c.var.shop.compare.add(actionOwner(session), input.product);
    if (!added) throw refusal(404, compareProductNotFound());
    return done(c, session.id, { type: 'success', text: addedToCompare(await c.var.shop.catalog.content.name(callViewOr(c, input.store).code, input.product, added.productName)) }, returnPath(c, input.uenc), input.store);
  });

  endpoints.handle(removeFromCompare, async (c, input) => {
    privateResponse(c);
    const session = await c.get('session').current();
    const removed = session ? await c.var.shop.compare.remove(actionOwner(session), input.product) : null;
    if (!session || !removed) throw refusal(404, compareItemNotFound());
    return done(c, session.id, { type: 'success', text: removedFromCompare(await c.var.shop.catalog.content.name(callViewOr(c, input.store).code, input.product, removed.productName)) }, returnPath(c, input.uenc), input.store);
  });

  endpoints.handle(clearCompare, async (c, input) => {
    privateResponse(c);
    const session = await c.get('session').ensure();
    await c.var.shop.compare.clear(actionOwner(session));
    return done(c, session.id, { type: 'success', text: compareCleared() }, returnPath(c, input.uenc), input.store);
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** The visitors' compare lists (a guest's by session). */
    compare: CompareService;
  }
}

declare module '../../../server/context' {
  interface AccountAccess {
    /** The visitor's compare list (a guest's too: their session's), for the compare page (issue 15). */
    compareList(): Promise<CompareProduct[]>;
  }
}

/** Compare Products: its service, changes and section; a guest's list joins the customer's at sign-in. */
export default defineServerFeature({
  services: {
    compare: ({ db, catalog }) => createCompareService({ db, catalog }),
  },
  routes: compareRoutes,
  sections: {
    'compare-products': ({ session, shop, view }) => shop.compare.section(session ? actionOwner(session) : null, view),
  },
  onSignIn: ({ shop, tx, previous, current }) => shop.compare.merge(actionOwner(previous), actionOwner(current), tx),
  privateReads: {
    compareList: async (visitor, shop) => {
      const session = await visitor.session();
      // A page's view is its path (ADR 0041): the list is named and labelled in it.
      return shop.compare.page(session ? actionOwner(session) : null, viewOfPath(new URL(visitor.request.req.url).pathname).code);
    },
  },
});
