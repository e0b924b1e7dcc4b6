import { z } from 'zod';
import { createReviewSchema } from '@shop/ui/validation';
import { idParam } from '../../lib/contract';
import { staffCall } from '../admin/staff-contract';
import { REVIEW_STATUS_CODES } from './model';

/** The reviews a grid action takes: at most a page of Magento's grid's largest size. */
const selection = z.object({ ids: z.array(idParam).min(1).max(200) });

const done = z.object({ message: z.string(), count: z.number().int() });

/** Marketing › All Reviews, "Update Status" (and a row's Approve / Not Approve): the selected reviews to one status. */
export const reviewsUpdateStatus = staffCall({
  name: 'reviewsUpdateStatus',
  path: '/admin/api/reviews/update-status',
  staff: 'reviews.moderate',
  request: selection.extend({ status: z.enum(REVIEW_STATUS_CODES) }),
  response: done,
});

/** "Delete" (the grid's mass action and the edit page's button): the selected reviews. */
export const reviewsDelete = staffCall({
  name: 'reviewsDelete',
  path: '/admin/api/reviews/delete',
  staff: 'reviews.moderate',
  request: selection,
  response: done,
});

/** The edit page's Save Review (the admin form reload): status, nickname, summary and text. */
export const reviewSave = staffCall({
  name: 'reviewSave',
  path: '/admin/api/reviews/save',
  staff: 'reviews.moderate',
  accepts: ['form', 'json'],
  request: createReviewSchema().omit({ rating: true }).extend({ id: idParam, status: z.enum(REVIEW_STATUS_CODES) }),
  response: z.object({ message: z.string() }),
});
