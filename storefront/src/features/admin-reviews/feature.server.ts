import type { Context } from 'hono';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { reviewTexts } from './model';
import { createReviewModeration, type Moderator, type ReviewModeration } from './moderation.server';
import { reviewSave, reviewsDelete, reviewsUpdateStatus } from './staff-contract';

declare module '../../../server/feature' {
  interface ShopServices {
    /** Marketing › All Reviews: the moderators' grid, a review, and their changes (audit-logged). */
    reviewModeration: ReviewModeration;
  }
}

/** The signed-in moderator of a guarded call, as the audit log records them. */
function moderator(c: Context<ShopEnv>): Moderator {
  const { shop } = c.var;
  const { member } = shop.staff.requestAccess(c);
  return { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) };
}

/** Reviews moderation in the back office (issue 27): its calls, each needing `reviews.moderate`. */
export default defineServerFeature({
  services: {
    reviewModeration: ({ db, staff, catalogChanges }) => createReviewModeration({ db, staff, catalogChanges }),
  },
  routes(endpoints) {
    endpoints.handle(reviewsUpdateStatus, async (c, { ids, status }) => {
      privateResponse(c);
      const count = await c.var.shop.reviewModeration.updateStatus(ids, status, moderator(c));
      return { count, message: reviewTexts.updated(count) };
    });

    endpoints.handle(reviewsDelete, async (c, { ids }) => {
      privateResponse(c);
      const count = await c.var.shop.reviewModeration.remove(ids, moderator(c));
      return { count, message: ids.length === 1 && count === 1 ? reviewTexts.deletedOne : reviewTexts.deleted(count) };
    });

    endpoints.handle(reviewSave, async (c, { id, ...change }) => {
      privateResponse(c);
      if (!(await c.var.shop.reviewModeration.save(id, change, moderator(c)))) throw new HttpError(404, reviewTexts.notFound, staffErrorBody);
      return { message: reviewTexts.saved };
    });
  },
});
