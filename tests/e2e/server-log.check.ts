import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from './support';

// Runs after every journey of the e2e suite (a project depending on all others, playwright.config.ts):
// the two shops' logs, written while customers registered, signed in, reset and changed passwords
// and paid by card, hold no secret (issue 17: no password, card number, token or session id in a log).

/** Every password the journeys type (right and wrong ones). */
const PASSWORDS = [DEMO_PASSWORD, 'Summit-Trail-42', 'Brand-new-pass9', 'Wrong-pass-1', 'not-the-password', 'wrong-4'];
/** The test cards the journeys pay with, as typed and as digits. */
const CARDS = ['4111 1111 1111 1111', '4111111111111111', '4000 0000 0000 0002', '4000000000000002'];
/** A 256-bit base64url token: session ids, reset tokens. */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
/** A secret-carrying parameter or cookie with its value. */
const SECRET_PARAMETER = /(?:form_key|token|password|shop_session|__Host-shop_session)=(?!\[redacted)[^&#\s"';]+/i;

test('the shops\' logs hold no password, card number, token or session id', () => {
  const files = (process.env.E2E_SERVER_LOGS ?? '').split(path.delimiter).filter(Boolean);
  expect(files).toHaveLength(2);
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    // The real log of a whole run: many lines, requests among them.
    expect(lines.length, file).toBeGreaterThan(20);
    // One check per line in plain code, one assertion per file (an expect per line took a minute).
    const leaking = lines.filter((line) => [...PASSWORDS, ...CARDS].some((secret) => line.includes(secret)) || TOKEN.test(line) || SECRET_PARAMETER.test(line));
    expect(leaking, `${file}: lines with a secret`).toEqual([]);
  }
});
