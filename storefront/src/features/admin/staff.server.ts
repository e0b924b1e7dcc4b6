import { and, asc, count, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Db } from '../../../server/db/database';
import { hashPassword, needsRehash, verifyPassword, UNKNOWN_ACCOUNT_HASH } from '../../../server/lib/passwords';
import { randomString, randomToken } from '../../../server/lib/random';
import { hashToken } from '../../../server/services/sessions.server';
import type { Shop } from '../../../server/shop';
import { FORM_KEY_ALPHABET, FORM_KEY_LENGTH, STORE_NAME } from '../../config/constants';
import { staffAuditLog, staffSessions, staffUsers } from './schema.server';
import { roleAllows, type StaffPermission, type StaffRole } from './permissions';
import { SIGN_IN_REFUSED, CODE_REFUSED } from './texts';

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A member of staff as pages and handlers see them (never the hash or the secret). */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  role: StaffRole;
  twoFactorEnrolled: boolean;
}

/** A signed-in member of staff with the session they signed in with. */
export interface StaffAccess {
  member: StaffMember;
  session: StaffSessionRow;
  can(permission: StaffPermission): boolean;
}

/** Who did something, as the audit log records it (null: the command line). */
export type StaffActor = Pick<StaffMember, 'id' | 'username'> | null;

export interface AuditEntry {
  actor: StaffActor;
  action: string;
  entityType?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** The step after a correct password. */
export type SignInNext = 'done' | 'code' | 'enrol';

export type SignInResult = { ok: true; token: string; next: SignInNext; member: StaffMember } | { ok: false; message: string };

/** A member of staff as the back office's user grid and edit form show them. */
export interface StaffUserRecord extends StaffMember {
  isActive: boolean;
  /** Locked out (too many failed sign-ins) until then, ISO 8601; null when not locked. */
  lockedUntil: string | null;
  /** ISO 8601; null before the first sign-in. */
  lastLoginAt: string | null;
}

export interface StaffUserListQuery {
  search: string;
  role: StaffRole | null;
  /** The user grid's sortable columns. */
  sort: 'username' | 'name' | 'email' | 'role' | 'is_active' | 'last_login_at';
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** What an administrator changes of a member of staff (a new password already checked against the admin rule). */
export interface StaffUserChanges {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  role: StaffRole;
  isActive: boolean;
  password?: string;
}

/** Why a change of a member of staff was refused. */
export type StaffChangeRefusal = 'taken' | 'last-administrator' | 'not-found';

export interface NewStaffUser {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  role: StaffRole;
  password: string;
}

const recordOf = (row: StaffUserRow, at: number): StaffUserRecord => ({
  ...memberOf(row),
  isActive: row.isActive,
  lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > at ? row.lockedUntil.toISOString() : null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** What the audit log keeps of a member of staff: never the hash or the secret. */
const audited = (row: StaffUserRow) => ({
  username: row.username,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  role: row.role,
  isActive: row.isActive,
  twoFactorEnrolled: row.totpSecret !== null,
});

function memberOf(row: StaffUserRow): StaffMember {
  return {
  id: row.id,
  username: row.username,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  role: row.role,
  twoFactorEnrolled: row.totpSecret !== null,
  };
}

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The TOTP of RFC 6238 as authenticator apps use it: SHA-1, six digits, 30-second steps. */
const TOTP_PERIOD = 30;
function totpFor(secret: string, username: string) {
  return new TOTP({ issuer: STORE_NAME, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

/**
 * The back office's members of staff, their sessions and their audit log (issue 27): sign-in
 * with Magento's lock-out (ADMIN_LOCKOUT_FAILURES failures in a row lock the account for
 * ADMIN_LOCKOUT_MINUTES), the second factor (a time-based code, each accepted once), sessions
 * that end after ADMIN_SESSION_LIFETIME seconds without activity.
 */
export function createStaffService(shop: Pick<Shop, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = shop;
  const now = () => new Date(clock.now());
  const lifetimeMs = () => config.staffSessionLifetime * 1000;

  async function record(entry: AuditEntry, tx: Db = db): Promise<void> {
    await tx.insert(staffAuditLog).values({
      userId: entry.actor?.id ?? null,
      username: entry.actor?.username ?? '(command line)',
      action: entry.action,
      entityType: entry.entityType ?? null,
      entityId: entry.entityId === undefined ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    });
  }

  async function byUsername(username: string, tx: Db = db): Promise<StaffUserRow | undefined> {
    const [row] = await tx.select().from(staffUsers).where(eq(sql`lower(${staffUsers.username})`, username.trim().toLowerCase()));
    return row;
  }

  /** A failure counts toward the lock-out; the window restarts once the lock-out time has passed since the first failure. */
  async function countFailure(user: StaffUserRow, ip: string | undefined, action: string): Promise<void> {
    const windowStart = clock.now() - config.staffLockoutMinutes * 60_000;
    const fresh = !user.firstFailureAt || user.firstFailureAt.getTime() < windowStart;
    const failures = fresh ? 1 : user.failures + 1;
    const locked = failures >= config.staffLockoutFailures;
    await db
      .update(staffUsers)
      .set({
        failures: locked ? 0 : failures,
        firstFailureAt: locked ? null : fresh ? now() : user.firstFailureAt,
        lockedUntil: locked ? new Date(clock.now() + config.staffLockoutMinutes * 60_000) : user.lockedUntil,
      })
      .where(eq(staffUsers.id, user.id));
    await record({ actor: { id: user.id, username: user.username }, action, ip, after: locked ? { lockedForMinutes: config.staffLockoutMinutes } : { failures } });
  }

  async function startSession(user: StaffUserRow, verified: boolean, tx: Db = db): Promise<string> {
    const token = randomToken();
    await tx.insert(staffSessions).values({
      id: hashToken(token),
      userId: user.id,
      formKey: randomString(FORM_KEY_LENGTH, FORM_KEY_ALPHABET),
      verified,
      createdAt: now(),
      expiresAt: new Date(clock.now() + lifetimeMs()),
    });
    return token;
  }

  /** How many active administrators there are besides `id`, locking their rows. */
  async function otherActiveAdministrators(tx: Db, id: number): Promise<number> {
    const rows = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'administrators'), eq(staffUsers.isActive, true), ne(staffUsers.id, id)))
      .for('update');
    return rows.length;
  }

  const service = {
    /** Creates a member of staff (the password already checked against the admin rule). */
    async create(input: NewStaffUser, actor: StaffActor, ip?: string): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffUsers)
          .values({ username: input.username.trim(), email: input.email.trim(), firstname: input.firstname.trim(), lastname: input.lastname.trim(), role: input.role, passwordHash })
          .returning();
        const member = memberOf(row!);
        await record({ actor, action: 'staff.user.create', entityType: 'staff_user', entityId: row!.id, after: member, ip }, tx);
        return member;
      });
    },

    /** Whether a user name is taken (case-insensitive). */
    async exists(username: string): Promise<boolean> {
      return (await byUsername(username)) !== undefined;
    },

    /**
     * Checks a user name and password. One answer for every refusal (unknown name, wrong
     * password, locked or inactive account), as Magento words it, so a refusal tells nothing.
     */
    async signIn(username: string, password: string, ip?: string): Promise<SignInResult> {
      const user = await byUsername(username);
      if (!user) {
        await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
        await record({ actor: null, action: 'staff.sign_in.unknown', after: { username: username.slice(0, 40) }, ip });
        return { ok: false, message: SIGN_IN_REFUSED };
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > clock.now()) {
        await record({ actor: { id: user.id, username: user.username }, action: 'staff.sign_in.locked', ip });
        return { ok: false, message: SIGN_IN_REFUSED };
      }
      const passwordOk = await verifyPassword(password, user.passwordHash);
      if (!passwordOk || !user.isActive) {
        if (!passwordOk) await countFailure(user, ip, 'staff.sign_in.failed');
        else await record({ actor: { id: user.id, username: user.username }, action: 'staff.sign_in.inactive', ip });
        return { ok: false, message: SIGN_IN_REFUSED };
      }
      const next: SignInNext = user.totpSecret ? 'code' : config.staffTwoFactor === 'required' ? 'enrol' : 'done';
      const rehash = needsRehash(user.passwordHash) ? await hashPassword(password) : null;
      const token = await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ failures: 0, firstFailureAt: null, lockedUntil: null, ...(next === 'done' ? { lastLoginAt: now() } : {}), ...(rehash ? { passwordHash: rehash } : {}) })
          .where(eq(staffUsers.id, user.id));
        await record({ actor: { id: user.id, username: user.username }, action: next === 'done' ? 'staff.sign_in' : 'staff.sign_in.password', ip }, tx);
        return startSession(user, next === 'done', tx);
      });
      return { ok: true, token, next, member: memberOf(user) };
    },

    /**
     * The session of a cookie token with its member of staff (active, not locked), or null; its
     * idle expiry moves forward once half of it has passed.
     */
    async session(token: string | undefined): Promise<{ session: StaffSessionRow; user: StaffUserRow } | null> {
      if (!token || token.length > 128) return null;
      const [row] = await db
        .select({ session: staffSessions, user: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(and(eq(staffSessions.id, hashToken(token)), gt(staffSessions.expiresAt, now()), eq(staffUsers.isActive, true)));
      if (!row) return null;
      if (row.session.expiresAt.getTime() - clock.now() < lifetimeMs() / 2) {
        const expiresAt = new Date(clock.now() + lifetimeMs());
        await db.update(staffSessions).set({ expiresAt }).where(eq(staffSessions.id, row.session.id));
        row.session.expiresAt = expiresAt;
      }
      return row;
    },

    /** What a signed-in (both factors) member of staff may do. */
    access(row: { session: StaffSessionRow; user: StaffUserRow }): StaffAccess {
      const member = memberOf(row.user);
      return { member, session: row.session, can: (permission) => roleAllows(member.role, permission) };
    },

    /**
     * The secret a member of staff enrols (drawn once per session and kept until confirmed), as
     * the otpauth:// address, its QR code (an SVG image's data: address) and the text to type into an app.
     */
    async enrolment(row: { session: StaffSessionRow; user: StaffUserRow }): Promise<{ secret: string; uri: string; qrCode: string }> {
      let secret = row.session.pendingSecret;
      if (!secret) {
        secret = new Secret({ size: 20 }).base32;
        await db.update(staffSessions).set({ pendingSecret: secret }).where(eq(staffSessions.id, row.session.id));
        row.session.pendingSecret = secret;
      }
      const uri = totpFor(secret, row.user.username).toString();
      // An image address (SVG drawn here), so the page shows it without writing markup into itself.
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString('base64')}` };
    },

    /**
     * Checks the code of the second step: the enrolled secret's, or, while enrolling, the one shown.
     * A code is accepted once (its time step is kept); a wrong code counts toward the lock-out.
     * Success replaces the session by a new, verified one (new token, new form_key).
     */
    async verifyCode(row: { session: StaffSessionRow; user: StaffUserRow }, code: string, ip?: string): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
      const { user, session } = row;
      const secret = user.totpSecret ?? session.pendingSecret;
      if (!secret) return { ok: false, message: CODE_REFUSED };
      const delta = totpFor(secret, user.username).validate({ token: code, timestamp: clock.now(), window: 1 });
      const step = Math.floor(clock.now() / 1000 / TOTP_PERIOD) + (delta ?? 0);
      if (delta === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
        await countFailure(user, ip, 'staff.sign_in.code_failed');
        return { ok: false, message: CODE_REFUSED };
      }
      const enrolling = user.totpSecret === null;
      const token = await db.transaction(async (tx) => {
        // Locked, so two requests with one code cannot both pass.
        const [locked] = await tx.select({ last: staffUsers.totpLastStep }).from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
        if (locked?.last != null && step <= locked.last) return null;
        await tx
          .update(staffUsers)
          .set({ totpLastStep: step, totpSecret: secret, failures: 0, firstFailureAt: null, lastLoginAt: now() })
          .where(eq(staffUsers.id, user.id));
        await tx.delete(staffSessions).where(eq(staffSessions.id, session.id));
        await record({ actor: { id: user.id, username: user.username }, action: enrolling ? 'staff.two_factor.enrol' : 'staff.sign_in', ip }, tx);
        return startSession(user, true, tx);
      });
      return token ? { ok: true, token } : { ok: false, message: CODE_REFUSED };
    },

    /** Ends a session. */
    async signOut(row: { session: StaffSessionRow; user: StaffUserRow }, ip?: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, row.session.id));
      await record({ actor: { id: row.user.id, username: row.user.username }, action: 'staff.sign_out', ip });
    },

    /** Deletes sessions past their expiry; returns how many. */
    async purgeExpired(): Promise<number> {
      return (await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now())).returning({ id: staffSessions.id })).length;
    },

    /** A page of the members of staff (System › Permissions › All Users) and how many match. */
    async list(query: StaffUserListQuery): Promise<{ rows: StaffUserRecord[]; total: number }> {
      const name = sql`${staffUsers.firstname} || ' ' || ${staffUsers.lastname}`;
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = likePattern(query.search);
        filters.push(or(ilike(staffUsers.username, pattern), ilike(staffUsers.email, pattern), ilike(name, pattern))!);
      }
      if (query.role) filters.push(eq(staffUsers.role, query.role));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const column = {
        username: sql`lower(${staffUsers.username})`,
        name: sql`lower(${name})`,
        email: sql`lower(${staffUsers.email})`,
        role: staffUsers.role,
        is_active: staffUsers.isActive,
        last_login_at: staffUsers.lastLoginAt,
      }[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffUsers)
          .where(where)
          .orderBy(query.dir === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`, asc(staffUsers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(staffUsers).where(where),
      ]);
      return { rows: rows.map((row) => recordOf(row, clock.now())), total: total?.n ?? 0 };
    },

    /** One member of staff, or null. */
    async user(id: number): Promise<StaffUserRecord | null> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return row ? recordOf(row, clock.now()) : null;
    },

    /**
     * Whether `password` is the member of staff's own (Magento's "Your Password" before a change).
     * A wrong one counts toward the lock-out as a failed sign-in does; the lock-out ends the
     * member's sessions at once.
     */
    async checkPassword(id: number, password: string, ip?: string): Promise<boolean> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      if (await verifyPassword(password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH)) return user !== undefined;
      if (!user) return false;
      await countFailure(user, ip, 'staff.identity.failed');
      const [after] = await db.select({ lockedUntil: staffUsers.lockedUntil }).from(staffUsers).where(eq(staffUsers.id, id));
      if (after?.lockedUntil && after.lockedUntil.getTime() > clock.now()) await db.delete(staffSessions).where(eq(staffSessions.userId, id));
      return false;
    },

    /**
     * Creates (`id` null) or changes a member of staff. Refused when the user name or e-mail is
     * another's, or when it would leave no active administrator. Deactivating ends the member's
     * sessions at once; a new password ends them too, except `keepSessionId` (the acting session).
     */
    async save(
      id: number | null,
      changes: StaffUserChanges,
      options: { actor: StaffActor; ip?: string; action: string; keepSessionId?: string },
    ): Promise<{ ok: true; member: StaffMember } | { ok: false; refusal: StaffChangeRefusal }> {
      const passwordHash = changes.password ? await hashPassword(changes.password) : null;
      const fields = {
        username: changes.username.trim(),
        email: changes.email.trim(),
        firstname: changes.firstname.trim(),
        lastname: changes.lastname.trim(),
        role: changes.role,
        isActive: changes.isActive,
      };
      return db.transaction(async (tx) => {
        // Serializes changes of staff accounts, so two cannot each remove "the other" last administrator.
        const [before] = id === null ? [] : await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
        if (id !== null && !before) return { ok: false, refusal: 'not-found' } as const;
        const clash = await tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(
            and(
              or(eq(sql`lower(${staffUsers.username})`, fields.username.toLowerCase()), eq(sql`lower(${staffUsers.email})`, fields.email.toLowerCase())),
              id === null ? undefined : ne(staffUsers.id, id),
            ),
          );
        if (clash.length > 0) return { ok: false, refusal: 'taken' } as const;
        if (before && before.role === 'administrators' && before.isActive && (fields.role !== 'administrators' || !fields.isActive)) {
          if ((await otherActiveAdministrators(tx, before.id)) === 0) return { ok: false, refusal: 'last-administrator' } as const;
        }
        const [row] = before
          ? await tx
              .update(staffUsers)
              .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: now() })
              .where(eq(staffUsers.id, before.id))
              .returning()
          : await tx
              .insert(staffUsers)
              .values({ ...fields, passwordHash: passwordHash! })
              .returning();
        if (before && (!fields.isActive || passwordHash)) {
          await tx
            .delete(staffSessions)
            .where(and(eq(staffSessions.userId, before.id), fields.isActive && options.keepSessionId ? ne(staffSessions.id, options.keepSessionId) : undefined));
        }
        await record(
          {
            actor: options.actor,
            action: options.action,
            entityType: 'staff_user',
            entityId: row!.id,
            before: before ? audited(before) : undefined,
            after: { ...audited(row!), ...(passwordHash ? { passwordChanged: true } : {}) },
            ip: options.ip,
          },
          tx,
        );
        return { ok: true, member: memberOf(row!) } as const;
      });
    },

    /** Deletes a member of staff (their sessions end with them); never the last active administrator. */
    async remove(id: number, actor: StaffActor, ip?: string): Promise<{ ok: true } | { ok: false; refusal: StaffChangeRefusal }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
        if (!before) return { ok: false, refusal: 'not-found' } as const;
        if (before.role === 'administrators' && before.isActive && (await otherActiveAdministrators(tx, id)) === 0) return { ok: false, refusal: 'last-administrator' } as const;
        await tx.delete(staffUsers).where(eq(staffUsers.id, id));
        await record({ actor, action: 'staff.user.delete', entityType: 'staff_user', entityId: id, before: audited(before), ip }, tx);
        return { ok: true } as const;
      });
    },

    /** Lifts a lock-out (and forgets the failures counted toward one); false for an unknown member. */
    async unlock(id: number, actor: StaffActor, ip?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(staffUsers).set({ failures: 0, firstFailureAt: null, lockedUntil: null }).where(eq(staffUsers.id, id)).returning({ id: staffUsers.id });
        if (!row) return false;
        await record({ actor, action: 'staff.user.unlock', entityType: 'staff_user', entityId: id, ip }, tx);
        return true;
      });
    },

    /** Forgets a member's authenticator: they enrol again at their next sign-in. False for an unknown member. */
    async resetTwoFactor(id: number, options: { actor: StaffActor; ip?: string; action: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(staffUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(staffUsers.id, id)).returning({ id: staffUsers.id });
        if (!row) return false;
        await record({ actor: options.actor, action: options.action, entityType: 'staff_user', entityId: id, ip: options.ip }, tx);
        return true;
      });
    },

    /** Appends to the audit log (inside the caller's transaction when given). */
    record,

    /** The audit log, newest first, a page at a time. */
    async auditLog({ page, pageSize }: { page: number; pageSize: number }) {
      const [rows, [total]] = await Promise.all([
        db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(staffAuditLog),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
  return service;
}

export type StaffService = ReturnType<typeof createStaffService>;
