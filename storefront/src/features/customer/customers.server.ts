import { createHash } from 'node:crypto';
import { t } from '@shop/ui/i18n';
import { formatDob, parseDob } from '@shop/ui/validation';
import { newPasswordProblem } from './contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { hashPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../../server/lib/passwords';
import { randomToken } from '../../../server/lib/random';
import type { Logger } from '../../../server/log';
import { absoluteUrl, shopPaths } from '../../../server/lib/urls';
import type { MailContent } from '../mail/mail';
import { queueMail, queuedSince } from '../mail/outbox.server';
import { ACCOUNT_CHANGE_KINDS, accountChangedMail } from '../account/mails/account-changed';
import { passwordResetMail } from './mails/password-reset';
import { redirectInView, type StoreViewCode } from '../store-views/model';

export type CustomerRow = typeof s.customers.$inferSelect;

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  /** Month/day/year as the registration form sends it, checked by the kit's `validate-dob`; empty or absent: none. */
  dob?: string;
}

/** A checked date of birth in its one stored form, `MM/DD/YYYY` (`3/7/1990` → `03/07/1990`); null when none was given. */
export function storedDob(dob: string | undefined): string | null {
  const parts = dob ? parseDob(dob) : null;
  return parts ? formatDob(parts) : null;
}

export const DEFAULT_GROUP_ID = 1;
export const RESET_TOKEN_HOURS = 24;
/** The password reset's answers (Magento's words), each read in the language of the request that shows it. */
export const PASSWORD_RESET_MESSAGES = {
  get resetLinkInvalid() {
    return t('Your password reset link is not valid or was already used. Please request a new one.');
  },
  get resetLinkExpired() {
    return t('Your password reset link has expired. Please request a new one.');
  },
  get passwordUpdated() {
    return t('You updated your password.');
  },
};

/** How reset tokens are stored: a leaked table does not hand out working links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The outcome of a reset attempt: the customer, or why nothing changed. */
export type PasswordResetResult = { ok: true; customer: CustomerRow } | { ok: false; message: string };

/** What a valid reset token points at. */
export interface ResetTarget {
  tokenId: number;
  customer: CustomerRow;
}

export interface CustomerServiceOptions {
  db: Db;
  clock: TimeSource;
  log: Logger;
  /** Seconds after a password-reset e-mail during which no other is queued for the address (0: no wait). @default 600 */
  resetMailInterval?: number;
  /** The shop's base URL (`shop.config.baseUrl`): the mails' links are absolute under it, never from a request's headers. */
  baseUrl: string;
}

/** Customer accounts: registration, sign-in checks, e-mail availability, password reset requests. */
export function createCustomerService({ db, clock, log, resetMailInterval = 600, baseUrl }: CustomerServiceOptions) {
  const byEmail = async (email: string, tx: Db = db) => {
    const [row] = await tx.select().from(s.customers).where(sql`lower(${s.customers.email}) = ${email.trim().toLowerCase()}`);
    return row ?? null;
  };

  /** The customer a reset token may still reset, or the message saying why it may not. */
  const resetTarget = async (token: string): Promise<ResetTarget | { message: string }> => {
    if (token === '' || token.length > 128) return { message: PASSWORD_RESET_MESSAGES.resetLinkInvalid };
    const [row] = await db
      .select({ token: s.passwordResetTokens, customer: s.customers })
      .from(s.passwordResetTokens)
      .innerJoin(s.customers, eq(s.customers.id, s.passwordResetTokens.customerId))
      .where(eq(s.passwordResetTokens.tokenHash, hashResetToken(token)));
    if (!row || row.token.usedAt) return { message: PASSWORD_RESET_MESSAGES.resetLinkInvalid };
    if (row.token.expiresAt.getTime() <= clock.now()) return { message: PASSWORD_RESET_MESSAGES.resetLinkExpired };
    return { tokenId: row.token.id, customer: row.customer };
  };

  return {
    byEmail,
    resetTarget,

    async byId(id: number): Promise<CustomerRow | null> {
      const [row] = await db.select().from(s.customers).where(eq(s.customers.id, id));
      return row ?? null;
    },

    /** True when no account uses the address (letter case ignored). */
    async isEmailAvailable(email: string): Promise<boolean> {
      return (await byEmail(email)) === null;
    },

    /**
     * The customer when e-mail and password match; null otherwise (same time either way). A hash
     * made with an older scrypt cost is replaced by one at today's cost while the password is at hand.
     */
    async authenticate(email: string, password: string): Promise<CustomerRow | null> {
      const customer = await byEmail(email);
      // Hash anyway for unknown e-mails so response times do not reveal which accounts exist.
      const ok = await verifyPassword(password, customer?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!customer || !ok) return null;
      if (needsRehash(customer.passwordHash)) {
        const passwordHash = await hashPassword(password);
        // Only the hash that was checked is replaced (a password changed meanwhile stays).
        await db
          .update(s.customers)
          .set({ passwordHash })
          .where(and(eq(s.customers.id, customer.id), eq(s.customers.passwordHash, customer.passwordHash)));
        log.info('password hash upgraded', { customerId: customer.id });
        return { ...customer, passwordHash };
      }
      return customer;
    },

    /**
     * Creates an account in the default group; null when the e-mail is taken. The password comes
     * hashed (`hashPassword`, before the caller's transaction: scrypt takes a while and PGlite runs one
     * transaction at a time).
     */
    async register(input: Omit<Registration, 'password'> & { passwordHash: string }, tx: Db = db, welcome?: MailContent): Promise<CustomerRow | null> {
      const { passwordHash } = input;
      const inserted = await tx
        .insert(s.customers)
        .values({
          email: input.email.trim(),
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          dob: storedDob(input.dob),
          groupId: DEFAULT_GROUP_ID,
          websiteId: 1,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      const customer = inserted[0];
      if (!customer) return null;
      await tx.insert(s.rewardPoints).values({ customerId: customer.id, balance: 0 }).onConflictDoNothing();
      if (welcome) await queueMail(tx, { kind: 'welcome', to: customer.email, toName: `${customer.firstname} ${customer.lastname}`, ...welcome }, new Date(clock.now()));
      return customer;
    },

    /**
     * Starts a password reset: stores the token's hash and puts the e-mail in the outbox, since
     * no mail server is configured. Unknown addresses do nothing, silently; so does an address
     * that was sent a reset e-mail in the last RESET_MAIL_INTERVAL seconds (its link still works),
     * so the outbox cannot be flooded for one mailbox. The link opens the reset page of `store`
     * (the view asked from). Returns whether an e-mail was queued.
     */
    async requestPasswordReset(email: string, store?: StoreViewCode): Promise<boolean> {
      const customer = await byEmail(email);
      if (!customer) {
        log.info('password reset requested for an unknown e-mail');
        return false;
      }
      const token = randomToken();
      // The reset page of the view the link was asked for from (ADR 0038).
      const link = absoluteUrl(baseUrl, redirectInView(store, `${shopPaths.createPassword}?token=${token}`));
      const mail = await passwordResetMail({ baseUrl, firstname: customer.firstname, lastname: customer.lastname, link, hours: RESET_TOKEN_HOURS, store });
      const since = new Date(clock.now() - resetMailInterval * 1000);
      const queued = await db.transaction(async (tx) => {
        // The customer's row is the lock: of two requests at once, the second sees the first's e-mail.
        await tx.execute(sql`select id from customers where id = ${customer.id} for update`);
        if (resetMailInterval > 0 && (await queuedSince(tx, 'password_reset', customer.email, since))) return false;
        await tx.insert(s.passwordResetTokens).values({
          customerId: customer.id,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(clock.now() + RESET_TOKEN_HOURS * 3600_000),
        });
        await queueMail(tx, { kind: 'password_reset', to: customer.email, toName: `${customer.firstname} ${customer.lastname}`, ...mail }, new Date(clock.now()));
        return true;
      });
      // The link carries a live token: it goes to the outbox only, never to the log.
      if (queued) log.info('password reset e-mail queued in the outbox', { customerId: customer.id });
      else log.info('password reset e-mail not queued: one was sent recently', { customerId: customer.id });
      return queued;
    },

    /**
     * Sets a new password from a reset link: checks the token (known, unused, unexpired) and the
     * password policy, then in one transaction stores the scrypt hash, uses up every open reset
     * token of the customer and signs the customer out everywhere except `keepSessionId`.
     * Nothing changes when any check fails. The notice of the change is written in the view `store`
     * the reset page was in.
     */
    async resetPassword(token: string, password: string, keepSessionId?: string, store?: StoreViewCode): Promise<PasswordResetResult> {
      const target = await resetTarget(token);
      if ('message' in target) return { ok: false, message: target.message };
      const problem = newPasswordProblem(password, target.customer.email);
      if (problem) return { ok: false, message: problem };
      // Hashed before the transaction: PGlite runs one at a time, and scrypt takes a while.
      const { customer } = target;
      const [passwordHash, notice] = await Promise.all([
        hashPassword(password),
        accountChangedMail({ baseUrl, change: 'password', firstname: customer.firstname, lastname: customer.lastname, store }),
      ]);
      const usedAt = new Date(clock.now());
      const changed = await db.transaction(async (tx) => {
        // The guarded update makes the token single-use even when two requests race.
        const claimed = await tx
          .update(s.passwordResetTokens)
          .set({ usedAt })
          .where(and(eq(s.passwordResetTokens.id, target.tokenId), isNull(s.passwordResetTokens.usedAt), gt(s.passwordResetTokens.expiresAt, usedAt)))
          .returning({ id: s.passwordResetTokens.id });
        if (claimed.length === 0) return false;
        await tx.update(s.customers).set({ passwordHash }).where(eq(s.customers.id, target.customer.id));
        // Older links in the mailbox stop working too: the password they were meant to replace is gone.
        await tx
          .update(s.passwordResetTokens)
          .set({ usedAt })
          .where(and(eq(s.passwordResetTokens.customerId, target.customer.id), isNull(s.passwordResetTokens.usedAt)));
        const owned = eq(s.sessions.customerId, target.customer.id);
        await tx.delete(s.sessions).where(keepSessionId ? and(owned, ne(s.sessions.id, keepSessionId)) : owned);
        await queueMail(tx, { kind: ACCOUNT_CHANGE_KINDS.password, to: customer.email, toName: `${customer.firstname} ${customer.lastname}`, ...notice }, usedAt);
        return true;
      });
      if (!changed) return { ok: false, message: PASSWORD_RESET_MESSAGES.resetLinkInvalid };
      log.info('customer password reset', { customerId: target.customer.id });
      return { ok: true, customer: target.customer };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
