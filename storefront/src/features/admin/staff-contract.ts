import { z } from 'zod';
import { oneTimeCodeSchema, staffSignInSchema } from './model';
import { defineCallFamily, type ErrorBody } from '../../lib/contract';

/**
 * A refusal of a back-office call, in the shape the admin form reload reads (SPEC.md §3 "Admin
 * form reload response"): `error` with the `messages` to show as notifications.
 */
export const staffErrorBody: ErrorBody = (message) => ({ error: true, message, messages: [message] });

/** The back office's calls: refused in the admin form reload's shape, never in the storefront's settings. */
export const staffCall = defineCallFamily({ method: 'POST', errorBody: staffErrorBody });

/** Where the browser goes next. */
const nextPageSchema = z.object({ location: z.string() });

/** The sign-in form (user name and password): the next step, the code or the back office. */
export const staffSignIn = staffCall({
  name: 'staffSignIn',
  path: '/admin/api/sign-in',
  staff: 'sign-in',
  request: staffSignInSchema,
  response: nextPageSchema.extend({ next: z.enum(['done', 'code', 'enrol']) }),
});

/** The second step: the authenticator app's code (confirming the enrolment the first time). */
export const staffCode = staffCall({
  name: 'staffCode',
  path: '/admin/api/code',
  staff: 'session',
  request: oneTimeCodeSchema,
  response: nextPageSchema,
});

/** Ends the session. */
export const staffSignOut = staffCall({
  name: 'staffSignOut',
  path: '/admin/api/sign-out',
  staff: 'session',
  accepts: ['json', 'form'],
  request: z.object({}).passthrough(),
  response: nextPageSchema,
});
