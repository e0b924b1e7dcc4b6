import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { MAILBOX_PATH } from './mailbox.server';
import { queueMail } from './outbox.server';

const mail = {
  kind: 'order_confirmation',
  to: 'roni_cost@example.com',
  toName: 'Veronica <Costello>',
  subject: 'Your <order>',
  text: 'Thanks for the <order>',
  html: '<!doctype html><html lang="en"><body><p>Rich order</p></body></html>',
};

describe('the outbox on the development server, without MAIL_URL', () => {
  const t = setUpTestShop({ config: { development: true } });

  it('lists the mails, escaped, and opens one as HTML and as plain text', async () => {
    await queueMail(t.shop.db, mail);
    const list = await fetch(`${t.url}${MAILBOX_PATH}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const html = await list.text();
    expect(html).toContain('roni_cost@example.com');
    expect(html).toContain('Your &lt;order&gt;');
    expect(html).not.toContain('<order>');
    const id = /href="\/dev\/mail\/(\d+)"/.exec(html)?.[1];
    const opened = await fetch(`${t.url}${MAILBOX_PATH}/${id}`);
    expect(await opened.text()).toContain('<p>Rich order</p>');
    // Shown as a document under the policy that runs no script.
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(opened.headers.get('content-security-policy')).toContain('sandbox');
    const text = await fetch(`${t.url}${MAILBOX_PATH}/${id}/text`);
    expect(text.headers.get('content-type')).toContain('text/plain');
    expect(await text.text()).toBe('To: Veronica <Costello> <roni_cost@example.com>\nSubject: Your <order>\n\nThanks for the <order>');
    expect((await fetch(`${t.url}${MAILBOX_PATH}/999999`)).status).toBe(404);
  });
});

describe('the outbox list elsewhere', () => {
  const built = setUpTestShop();
  const withServer = setUpTestShop({ config: { development: true, mailUrl: 'smtp://127.0.0.1:9' } });

  it('is not there in a built shop, nor when a mail server is configured', async () => {
    for (const shop of [built, withServer]) {
      const answer = await fetch(`${shop.url}${MAILBOX_PATH}`);
      expect(answer.status).toBe(404);
    }
  });
});
