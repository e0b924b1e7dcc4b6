import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from './permissions';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Members of staff (the back office's users, never customers): a user name, a role, the
 * password's scrypt hash, the time-based two-factor secret once enrolled, and Magento's lock-out
 * counters (failures since the first failure of the window, locked until).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Base32 TOTP secret (RFC 6238); null until the member of staff enrols an authenticator. */
    totpSecret: text('totp_secret'),
    /** The last time step a code was accepted for: a code is used once. */
    totpLastStep: integer('totp_last_step'),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: at('first_failure_at'),
    lockedUntil: at('locked_until'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_username_idx').on(sql`lower(${t.username})`), check('staff_users_role', sql`${t.role} in ('administrators', 'support')`)],
);

/**
 * A back-office session: its own cookie (path /admin, SameSite=Strict), its own form_key, and
 * whether the second factor was given (a session that has only the password opens nothing but the
 * code step).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** A secret drawn for enrolment, shown as a QR code, kept until the first code confirms it. */
    pendingSecret: text('pending_secret'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_expires_idx').on(t.expiresAt), index('staff_sessions_user_idx').on(t.userId)],
);

/** What a member of staff did: who, when, what, and the record before → after. Only appended to. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for the command line (`npm run admin:create`) and for a failed sign-in of an unknown name. */
    userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The name as it was then (kept when the account is deleted). */
    username: text('username').notNull(),
    /** `<area>.<verb>`: 'staff.sign_in', 'sales.invoice', 'catalog.product.save'. */
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_audit_log_created_idx').on(t.createdAt), index('staff_audit_log_entity_idx').on(t.entityType, t.entityId)],
);
