import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';
import { checkRule, emailFieldSchema, NAME_MAX_LENGTH, passwordFieldSchema, ruleSchema } from '@shop/ui/validation';
import { staffPasswordSchema, staffUsernameSchema } from '../admin/model';
import { STAFF_ROLE_CODES, STAFF_ROLES, type StaffRole } from '../admin/permissions';

/** The back office's addresses of this capability. */
export const staffPaths = {
  users: '/admin/system/user',
  newUser: '/admin/system/user/new',
  editUser: (id: number) => `/admin/system/user/edit/${id}`,
  account: '/admin/system/account',
} as const;

/** A member of staff as the user grid and the edit form show them. */
export interface StaffUserItem {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  role: StaffRole;
  isActive: boolean;
  /** ISO 8601 while locked out, else null. */
  lockedUntil: string | null;
  twoFactorEnrolled: boolean;
  /** ISO 8601; null before the first sign-in. */
  lastLoginAt: string | null;
}

export const ROLE_OPTIONS = STAFF_ROLE_CODES.map((code) => ({ value: code, label: STAFF_ROLES[code].label }));

/** The user grid's sortable columns (the service's order). */
const STAFF_GRID_SORTS = ['username', 'name', 'email', 'role', 'is_active', 'last_login_at'] as const;
export type StaffGridSort = (typeof STAFF_GRID_SORTS)[number];

export interface StaffGridQuery {
  search: string;
  role: StaffRole | null;
  sort: StaffGridSort;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_STAFF_GRID_QUERY: StaffGridQuery = { search: '', role: null, sort: 'username', dir: 'asc', page: 1, limit: 20 };

const gridFields = {
  ...GRID_FIELDS,
  role: z.enum(STAFF_ROLE_CODES as [StaffRole, ...StaffRole[]]),
  sort: z.enum(STAFF_GRID_SORTS),
};

export const staffGridQuery = (params: URLSearchParams) => gridQueryFrom(params, gridFields, DEFAULT_STAFF_GRID_QUERY);
export const staffGridParams = (query: StaffGridQuery) => gridParamsOf(query, DEFAULT_STAFF_GRID_QUERY);

const nameSchema = ruleSchema('required-entry', ['validate-length', { maxLength: NAME_MAX_LENGTH }]);

/** A check box as JSON (a boolean) or as a form post ('1'/'0', 'true'/'false') sends it. */
const formBoolean = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])]).transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** A new password (optional unless `required`): the admin rule, and its confirmation must match. */
function checkNewPassword(form: { password?: string; password_confirmation?: string }, context: z.RefinementCtx, required: boolean) {
  const password = form.password ?? '';
  if (password === '' && !required) return;
  const rule = staffPasswordSchema.safeParse(password);
  if (!rule.success) {
    context.addIssue({ code: 'custom', message: rule.error.issues[0]!.message, path: ['password'], input: password });
    return;
  }
  const message = checkRule('validate-cpassword', form.password_confirmation ?? '', { password });
  if (message !== null) context.addIssue({ code: 'custom', message, path: ['password_confirmation'], input: form.password_confirmation });
}

const accountFields = {
  firstname: nameSchema,
  lastname: nameSchema,
  email: emailFieldSchema(),
  password: z.string().max(256).optional(),
  password_confirmation: z.string().max(256).optional(),
  /** Magento's "Your Password": the acting member of staff's own, required to save. */
  current_password: passwordFieldSchema,
};

/**
 * System › Permissions › User Info (Magento's admin user form): user name, names, e-mail, role,
 * active, a new password (required for a new user) with its confirmation, and the acting
 * administrator's own password.
 */
export const staffUserFormSchema = z
  .object({
    user_id: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
    username: staffUsernameSchema,
    ...accountFields,
    role: z.enum(STAFF_ROLE_CODES as [StaffRole, ...StaffRole[]]),
    is_active: formBoolean,
  })
  .superRefine((form, context) => checkNewPassword(form, context, !form.user_id));

export type StaffUserFormValues = z.input<typeof staffUserFormSchema>;

/** My Account: the member of staff's own names, e-mail and (optionally) a new password, with "Your Password". */
export const staffAccountFormSchema = z.object(accountFields).superRefine((form, context) => checkNewPassword(form, context, false));

export type StaffAccountFormValues = z.input<typeof staffAccountFormSchema>;
