import { z } from 'zod';
import { passwordFieldSchema } from '@shop/ui/validation';
import { idParam } from '../../lib/contract';
import { staffCall } from '../admin/staff-contract';
import { staffAccountFormSchema, staffUserFormSchema } from './model';

/** What a save answers: the notice to show and where the page goes next. */
const savedSchema = z.object({ message: z.string(), location: z.string() });
const doneSchema = z.object({ message: z.string() });

/** Save User (System › Permissions › All Users): a new member of staff or changes to one, with "Your Password". */
export const staffUserSave = staffCall({
  name: 'staffUserSave',
  path: '/admin/api/system/user/save',
  staff: 'system.staff',
  accepts: ['form', 'json'],
  request: staffUserFormSchema,
  response: savedSchema,
});

/** Delete User, with "Your Password"; never one's own account or the last active administrator. */
export const staffUserDelete = staffCall({
  name: 'staffUserDelete',
  path: '/admin/api/system/user/delete',
  staff: 'system.staff',
  accepts: ['form', 'json'],
  request: z.object({ user_id: idParam, current_password: passwordFieldSchema }),
  response: savedSchema,
});

/** Unlock: lifts a member of staff's lock-out after too many failed sign-ins. */
export const staffUserUnlock = staffCall({
  name: 'staffUserUnlock',
  path: '/admin/api/system/user/unlock',
  staff: 'system.staff',
  request: z.object({ user_id: idParam }),
  response: doneSchema,
});

/** Reset two-factor authentication: the member of staff enrols an authenticator again at their next sign-in. */
export const staffUserResetTwoFactor = staffCall({
  name: 'staffUserResetTwoFactor',
  path: '/admin/api/system/user/reset-two-factor',
  staff: 'system.staff',
  request: z.object({ user_id: idParam }),
  response: doneSchema,
});

/** My Account (every member of staff): their own names, e-mail and password, with "Your Password". */
export const staffAccountSave = staffCall({
  name: 'staffAccountSave',
  path: '/admin/api/system/account/save',
  staff: 'session',
  accepts: ['form', 'json'],
  request: staffAccountFormSchema,
  response: savedSchema,
});

/** My Account: resets one's own two-factor enrolment (enrol again at the next sign-in), with "Your Password". */
export const staffAccountResetTwoFactor = staffCall({
  name: 'staffAccountResetTwoFactor',
  path: '/admin/api/system/account/reset-two-factor',
  staff: 'session',
  request: z.object({ current_password: passwordFieldSchema }),
  response: doneSchema,
});
