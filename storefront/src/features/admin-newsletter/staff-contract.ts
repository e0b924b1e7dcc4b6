import { z } from 'zod';
import { idParam } from '../../lib/contract';
import { staffCall } from '../admin/staff-contract';

/** The subscribers a grid action takes: at most a page of Magento's grid's largest size. */
const selection = z.object({ ids: z.array(idParam).min(1).max(200) });

const done = z.object({ message: z.string(), count: z.number().int() });

/** Marketing › Newsletter Subscribers, "Unsubscribe" (mass action and a row's): each unsubscribed is mailed. */
export const newsletterSubscribersUnsubscribe = staffCall({
  name: 'newsletterSubscribersUnsubscribe',
  path: '/admin/api/newsletter/subscribers/unsubscribe',
  staff: 'marketing.newsletter',
  request: selection,
  response: done,
});

/** "Delete" (mass action and a row's): the subscribers go. */
export const newsletterSubscribersDelete = staffCall({
  name: 'newsletterSubscribersDelete',
  path: '/admin/api/newsletter/subscribers/delete',
  staff: 'marketing.newsletter',
  request: selection,
  response: done,
});
