import { defineServerFeature } from '../../../server/feature';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { staffPaths } from './model';
import { staffAccountResetTwoFactor, staffAccountSave, staffUserDelete, staffUserResetTwoFactor, staffUserSave, staffUserUnlock } from './staff-contract';
import {
  ACCOUNT_SAVED,
  ACCOUNT_TWO_FACTOR_RESET,
  CANNOT_DELETE_SELF,
  LAST_ADMINISTRATOR,
  USER_DELETED,
  USER_NOT_FOUND,
  USER_SAVED,
  USER_TAKEN,
  USER_TWO_FACTOR_RESET,
  USER_UNLOCKED,
  WRONG_CURRENT_PASSWORD,
} from './texts';

const refusals = { taken: [400, USER_TAKEN], 'last-administrator': [400, LAST_ADMINISTRATOR], 'not-found': [404, USER_NOT_FOUND] } as const;
const refused = (refusal: keyof typeof refusals) => new HttpError(refusals[refusal][0], refusals[refusal][1], staffErrorBody);

/**
 * Staff accounts (System › Permissions › All Users, and every member's My Account): each change
 * needs the acting member's own password, is written to the audit log (never a password or a
 * hash), and ends the sessions it must (a deactivated or deleted member's, a new password's).
 */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    const ip = (c: Parameters<typeof clientAddressKey>[0]) => clientAddressKey(c, shop.config);
    const actorOf = (member: { id: number; username: string }) => ({ id: member.id, username: member.username });
    const requireOwnPassword = async (c: Parameters<typeof clientAddressKey>[0], id: number, password: string) => {
      if (!(await shop.staff.checkPassword(id, password, ip(c)))) throw new HttpError(400, WRONG_CURRENT_PASSWORD, staffErrorBody);
    };

    endpoints.handle(staffUserSave, async (c, input) => {
      privateResponse(c);
      const { member, session } = shop.staff.requestAccess(c);
      await requireOwnPassword(c, member.id, input.current_password);
      const id = input.user_id ? input.user_id : null;
      const result = await shop.staff.save(
        id,
        { username: input.username, email: input.email, firstname: input.firstname, lastname: input.lastname, role: input.role, isActive: input.is_active, password: input.password || undefined },
        { actor: actorOf(member), ip: ip(c), action: id === null ? 'staff.user.create' : 'staff.user.save', keepSessionId: session.id },
      );
      if (!result.ok) throw refused(result.refusal);
      return { message: USER_SAVED, location: staffPaths.editUser(result.member.id) };
    });

    endpoints.handle(staffUserDelete, async (c, input) => {
      privateResponse(c);
      const { member } = shop.staff.requestAccess(c);
      await requireOwnPassword(c, member.id, input.current_password);
      if (input.user_id === member.id) throw new HttpError(400, CANNOT_DELETE_SELF, staffErrorBody);
      const result = await shop.staff.remove(input.user_id, actorOf(member), ip(c));
      if (!result.ok) throw refused(result.refusal);
      return { message: USER_DELETED, location: staffPaths.users };
    });

    endpoints.handle(staffUserUnlock, async (c, input) => {
      privateResponse(c);
      const { member } = shop.staff.requestAccess(c);
      if (!(await shop.staff.unlock(input.user_id, actorOf(member), ip(c)))) throw refused('not-found');
      return { message: USER_UNLOCKED };
    });

    endpoints.handle(staffUserResetTwoFactor, async (c, input) => {
      privateResponse(c);
      const { member } = shop.staff.requestAccess(c);
      if (!(await shop.staff.resetTwoFactor(input.user_id, { actor: actorOf(member), ip: ip(c), action: 'staff.user.reset_two_factor' }))) throw refused('not-found');
      return { message: USER_TWO_FACTOR_RESET };
    });

    endpoints.handle(staffAccountSave, async (c, input) => {
      privateResponse(c);
      const { member, session } = shop.staff.requestMember(c);
      await requireOwnPassword(c, member.id, input.current_password);
      const result = await shop.staff.save(
        member.id,
        { username: member.username, role: member.role, isActive: true, email: input.email, firstname: input.firstname, lastname: input.lastname, password: input.password || undefined },
        { actor: actorOf(member), ip: ip(c), action: 'staff.account.save', keepSessionId: session.id },
      );
      if (!result.ok) throw refused(result.refusal);
      return { message: ACCOUNT_SAVED, location: staffPaths.account };
    });

    endpoints.handle(staffAccountResetTwoFactor, async (c, input) => {
      privateResponse(c);
      const { member } = shop.staff.requestMember(c);
      await requireOwnPassword(c, member.id, input.current_password);
      await shop.staff.resetTwoFactor(member.id, { actor: actorOf(member), ip: ip(c), action: 'staff.account.reset_two_factor' });
      return { message: ACCOUNT_TWO_FACTOR_RESET };
    });
  },
});
