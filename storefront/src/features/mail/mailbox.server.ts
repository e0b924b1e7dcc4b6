import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as s from '../../../server/db/schema';
import type { ShopEnv } from '../../../server/http/env';
import { escapeHtml } from '../../../server/lib/html';
import type { Shop } from '../../../server/shop';

/** Where the development server lists the outbox. */
export const MAILBOX_PATH = '/dev/mail';

/** The newest mails the list shows. */
const LIST_LENGTH = 200;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1f1f23}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem;border-bottom:1px solid #c4c4cc;vertical-align:top}' +
  'a{color:#1d4596}.scroll{overflow-x:auto}</style></head>' +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '');

/**
 * The outbox as a developer reads it when no mail server is configured (MAIL_URL unset): on the
 * development server only (`npm run dev`), never in a built shop. The list gives each mail's
 * kind, recipient, subject and state; a mail opens as it would arrive (its HTML part, under the
 * policy that runs no script) or as its plain text.
 */
export function mailboxRoutes(app: Hono<ShopEnv>, shop: Shop): void {
  const { db } = shop;
  app.get(MAILBOX_PATH, async (c) => {
    const mails = await db.select().from(s.outboxEmails).orderBy(desc(s.outboxEmails.id)).limit(LIST_LENGTH);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${mail.id}</td><td>${escapeHtml(when(mail.createdAt))}</td><td>${escapeHtml(mail.kind)}</td><td>${escapeHtml(mail.recipient)}</td>` +
          `<td>${mail.html ? `<a href="${MAILBOX_PATH}/${mail.id}">${escapeHtml(mail.subject)}</a>` : escapeHtml(mail.subject)} (<a href="${MAILBOX_PATH}/${mail.id}/text" aria-label="Plain text of mail ${mail.id}">plain text</a>)</td>` +
          `<td>${escapeHtml(mail.status)}${mail.lastError ? `: ${escapeHtml(mail.lastError)}` : ''}</td></tr>`,
      )
      .join('');
    const body =
      `<p>The shop has no mail server (MAIL_URL is not set), so its mails stay here. Newest first, at most ${LIST_LENGTH}.</p>` +
      (mails.length === 0
        ? '<p>No mail yet.</p>'
        : `<div class="scroll" role="region" aria-label="Mails" tabindex="0"><table><thead><tr><th scope="col">#</th><th scope="col">Queued</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table></div>`);
    return c.html(page('Outbox', body), 200, { 'Cache-Control': 'no-store' });
  });
  const one = async (id: string) => {
    if (!/^\d{1,9}$/.test(id)) return undefined;
    return (await db.select().from(s.outboxEmails).where(eq(s.outboxEmails.id, Number(id))))[0];
  };
  app.get(`${MAILBOX_PATH}/:id{[0-9]+}`, async (c) => {
    const mail = await one(c.req.param('id'));
    if (!mail?.html) return c.text('No such mail', 404);
    return c.html(mail.html, 200, { 'Cache-Control': 'no-store' });
  });
  app.get(`${MAILBOX_PATH}/:id{[0-9]+}/text`, async (c) => {
    const mail = await one(c.req.param('id'));
    if (!mail) return c.text('No such mail', 404);
    const headers = [`To: ${mail.recipientName ? `${mail.recipientName} <${mail.recipient}>` : mail.recipient}`, ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []), `Subject: ${mail.subject}`];
    return c.text(`${headers.join('\n')}\n\n${mail.body}`, 200, { 'Cache-Control': 'no-store' });
  });
}
