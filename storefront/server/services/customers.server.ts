import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as s from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { randomToken } from '../lib/random';
import type { Logger } from '../log';

export type CustomerRow = typeof s.customers.$inferSelect;

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
export const DEFAULT_GROUP_ID = 1;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;
const RESET_TOKEN_HOURS = 24;

/**
 * The customer password policy: length, character classes, not the e-mail. Returns the first
 * broken rule's message, or null.
 */
export function passwordProblem(password: string, email: string): string | null {
  const trimmed = password.trim();
  if (trimmed.length < PASSWORD_MIN_LENGTH) {
    return `Minimum length of this field must be equal or greater than ${PASSWORD_MIN_LENGTH} symbols. Leading and trailing spaces will be ignored.`;
  }
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(trimmed)).length;
  if (classes < PASSWORD_MIN_CLASSES) {
    return `Minimum of different classes of characters in password is ${PASSWORD_MIN_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`;
  }
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) {
    return "The password can't be the same as the email address. Create a new password and try again.";
  }
  return null;
}

export interface CustomerServiceOptions {
  db: Db;
  clock: Clock;
  log: Logger;
}

/** Customer accounts: registration, sign-in checks, e-mail availability, password reset requests. */
export function createCustomerService({ db, clock, log }: CustomerServiceOptions) {
  const byEmail = async (email: string, tx: Db = db) => {
    const [row] = await tx.select().from(s.customers).where(sql`lower(${s.customers.email}) = ${email.trim().toLowerCase()}`);
    return row ?? null;
  };

  return {
    byEmail,

    async byId(id: number): Promise<CustomerRow | null> {
      const [row] = await db.select().from(s.customers).where(eq(s.customers.id, id));
      return row ?? null;
    },

    /** True when no account uses the address (letter case ignored). */
    async isEmailAvailable(email: string): Promise<boolean> {
      return (await byEmail(email)) === null;
    },

    /** The customer when e-mail and password match; null otherwise (same time either way). */
    async authenticate(email: string, password: string): Promise<CustomerRow | null> {
      const customer = await byEmail(email);
      // Hash anyway for unknown e-mails so response times do not reveal which accounts exist.
      const ok = await verifyPassword(password, customer?.passwordHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
      return customer && ok ? customer : null;
    },

    /** Creates an account in the default group; null when the e-mail is taken. */
    async register(input: Registration, tx: Db = db): Promise<CustomerRow | null> {
      const passwordHash = await hashPassword(input.password.trim());
      const inserted = await tx
        .insert(s.customers)
        .values({ email: input.email.trim(), firstname: input.firstname.trim(), lastname: input.lastname.trim(), groupId: DEFAULT_GROUP_ID, websiteId: 1, passwordHash })
        .onConflictDoNothing()
        .returning();
      const customer = inserted[0];
      if (customer) await tx.insert(s.rewardPoints).values({ customerId: customer.id, balance: 0 }).onConflictDoNothing();
      return customer ?? null;
    },

    /**
     * Starts a password reset: stores the token's hash and puts the e-mail in the outbox (and the
     * log), since no mail server is configured. Unknown addresses do nothing, silently.
     */
    async requestPasswordReset(email: string, baseUrl: string): Promise<void> {
      const customer = await byEmail(email);
      if (!customer) {
        log.info('password reset requested for an unknown e-mail');
        return;
      }
      const token = randomToken();
      const link = `${baseUrl.replace(/\/$/, '')}/customer/account/createPassword/?token=${token}`;
      const body = `Hello ${customer.firstname},\n\nThere was a request to change your password. To reset it, open:\n${link}\n\nThe link works for ${RESET_TOKEN_HOURS} hours. If you did not ask for this, ignore this e-mail.\n`;
      await db.transaction(async (tx) => {
        await tx.insert(s.passwordResetTokens).values({
          customerId: customer.id,
          tokenHash: createHash('sha256').update(token).digest('base64url'),
          expiresAt: new Date(clock.now() + RESET_TOKEN_HOURS * 3600_000),
        });
        await tx.insert(s.outboxEmails).values({ recipient: customer.email, subject: 'Reset your password', body });
      });
      log.info('password reset e-mail queued in the outbox', { to: customer.email, subject: 'Reset your password', link });
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
