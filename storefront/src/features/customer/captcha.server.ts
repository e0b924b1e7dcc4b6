import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CaptchaMode } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import { captchaStates } from '../../../server/db/schema';
import { CAPTCHA_ALPHABET, captchaDataUrl } from '../../../server/lib/captcha-image';
import { nowSeconds, type TimeSource } from '@shop/ui/clock';
import { randomString } from '../../../server/lib/random';

export interface CaptchaServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Failed attempts after which an 'after_failures' form needs the captcha. */
  failedAttempts: number;
  caseSensitive: boolean;
  length: number;
  /** Attempts from one address after which an 'after_ip_attempts' form needs the captcha. */
  ipAttempts: number;
  /** The window those attempts are counted in. */
  ipWindowSeconds: number;
  forms: Record<string, CaptchaMode>;
}

/** The captcha section entry of one form. */
export interface CaptchaSectionEntry {
  isRequired: boolean;
  timestamp: number;
}

const sessionSubject = (sessionId: string) => `session:${sessionId}`;
const loginSubject = (login: string) => `login:${login.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `ip:${ip}`;

/** Captcha per form: when it is required, its words and images, and the failure counters. */
export function createCaptchaService({ db, clock, failedAttempts, caseSensitive, length, ipAttempts, ipWindowSeconds, forms }: CaptchaServiceOptions) {
  const mode = (formId: string): CaptchaMode | undefined => forms[formId];

  async function attempts(formId: string, subjects: string[]): Promise<number> {
    if (subjects.length === 0) return 0;
    const rows = await db
      .select({ n: captchaStates.failedAttempts })
      .from(captchaStates)
      .where(and(eq(captchaStates.formId, formId), inArray(captchaStates.subject, subjects)));
    return Math.max(0, ...rows.map((row) => row.n));
  }

  /** The attempts of a form from one address within the window. */
  async function addressAttempts(formId: string, ip: string): Promise<number> {
    const since = new Date(clock.now() - ipWindowSeconds * 1000);
    const [row] = await db
      .select({ n: captchaStates.failedAttempts, at: captchaStates.updatedAt })
      .from(captchaStates)
      .where(and(eq(captchaStates.formId, formId), eq(captchaStates.subject, addressSubject(ip))));
    return row && row.at > since ? row.n : 0;
  }

  return {
    caseSensitive,
    /** Form ids that have a captcha configuration. */
    formIds: () => Object.keys(forms),
    isKnownForm: (formId: string) => mode(formId) !== undefined,

    /**
     * Whether the form needs a captcha for this session (and, when given, this login name), or,
     * for an 'after_ip_attempts' form, for this address.
     */
    async isRequired(formId: string, sessionId: string | null, login?: string, ip?: string): Promise<boolean> {
      const m = mode(formId);
      if (m === 'always') return true;
      if (m === 'after_ip_attempts') return ip !== undefined && (await addressAttempts(formId, ip)) >= ipAttempts;
      if (m !== 'after_failures') return false;
      const subjects = [...(sessionId ? [sessionSubject(sessionId)] : []), ...(login ? [loginSubject(login)] : [])];
      return (await attempts(formId, subjects)) >= failedAttempts;
    },

    /** The captcha section: every configured form with isRequired and a timestamp (the address counts for registration). */
    async section(sessionId: string | null, ip?: string): Promise<Record<string, CaptchaSectionEntry>> {
      const out: Record<string, CaptchaSectionEntry> = {};
      for (const formId of Object.keys(forms)) {
        out[formId] = { isRequired: await this.isRequired(formId, sessionId, undefined, ip), timestamp: nowSeconds(clock) };
      }
      return out;
    },

    /**
     * Counts an attempt of an 'after_ip_attempts' form from an address (one upsert, so processes
     * sharing the database count together); a count older than the window starts again.
     */
    async recordAddressAttempt(formId: string, ip: string): Promise<void> {
      if (mode(formId) !== 'after_ip_attempts') return;
      const now = new Date(clock.now());
      const since = new Date(clock.now() - ipWindowSeconds * 1000).toISOString();
      await db
        .insert(captchaStates)
        .values({ formId, subject: addressSubject(ip), failedAttempts: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [captchaStates.formId, captchaStates.subject],
          set: {
            failedAttempts: sql`case when ${captchaStates.updatedAt} <= ${since}::timestamptz then 1 else ${captchaStates.failedAttempts} + 1 end`,
            updatedAt: now,
          },
        });
    },

    /** Counts a failed attempt for the session and the login name; true when the captcha is now required. */
    async recordFailure(formId: string, sessionId: string, login?: string): Promise<boolean> {
      if (mode(formId) !== 'after_failures') return mode(formId) === 'always';
      const subjects = [sessionSubject(sessionId), ...(login ? [loginSubject(login)] : [])];
      for (const subject of subjects) {
        await db
          .insert(captchaStates)
          .values({ formId, subject, failedAttempts: 1, requiredAt: failedAttempts <= 1 ? nowSeconds(clock) : null })
          .onConflictDoUpdate({
            target: [captchaStates.formId, captchaStates.subject],
            set: {
              failedAttempts: sql`${captchaStates.failedAttempts} + 1`,
              requiredAt: sql`case when ${captchaStates.failedAttempts} + 1 >= ${failedAttempts} then coalesce(${captchaStates.requiredAt}, ${nowSeconds(clock)}) else null end`,
              updatedAt: new Date(clock.now()),
            },
          });
      }
      return this.isRequired(formId, sessionId, login);
    },

    /** Clears the counters after a successful attempt. */
    async reset(formId: string, sessionId: string, login?: string, tx: Db = db): Promise<void> {
      const subjects = [sessionSubject(sessionId), ...(login ? [loginSubject(login)] : [])];
      await tx.delete(captchaStates).where(and(eq(captchaStates.formId, formId), inArray(captchaStates.subject, subjects)));
    },

    /** Draws a new word for the session's form and answers its image as a data: URL. */
    async refresh(formId: string, sessionId: string): Promise<string> {
      const word = randomString(length, CAPTCHA_ALPHABET);
      await db
        .insert(captchaStates)
        .values({ formId, subject: sessionSubject(sessionId), word })
        .onConflictDoUpdate({ target: [captchaStates.formId, captchaStates.subject], set: { word, updatedAt: new Date(clock.now()) } });
      return captchaDataUrl(word);
    },

    /** Checks an answer against the session's current word; a word is good for one check only. */
    async verify(formId: string, sessionId: string, answer: string | undefined): Promise<boolean> {
      // FOR UPDATE: of two concurrent checks of the same word, only the first can see it.
      const subject = sessionSubject(sessionId);
      const result = await db.execute(sql`update ${captchaStates} n set word = null
        from (select form_id, subject, word from ${captchaStates} where form_id = ${formId} and subject = ${subject} for update) old
        where n.form_id = old.form_id and n.subject = old.subject
        returning old.word`);
      const row = (result as unknown as { rows: { word: string | null }[] }).rows[0];
      const word = row?.word;
      if (!word || !answer) return false;
      return caseSensitive ? answer.trim() === word : answer.trim().toLowerCase() === word.toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
