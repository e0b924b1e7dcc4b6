import { describe, expect, it } from 'vitest';
import { confirmRequestMail, subscriptionSuccessMail, unsubscriptionMail } from './newsletter';

const baseUrl = 'https://shop.example.com/';
const props = { baseUrl, subscriberId: 12, code: 'abc123' };
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('newsletter mails', () => {
  it('asks for the confirmation with the confirm link, under the base URL', async () => {
    const mail = await confirmRequestMail(props);
    expect(mail.subject).toBe('Newsletter subscription confirmation');
    expect(hrefsOf(mail.html)).toContain('https://shop.example.com/newsletter/subscriber/confirm?id=12&code=abc123');
    expect(mail.text).toContain('https://shop.example.com/newsletter/subscriber/confirm?id=12&code=abc123');
  });

  it.each([
    ['confirmation request', confirmRequestMail, 'Newsletter subscription confirmation'],
    ['success', subscriptionSuccessMail, 'Newsletter subscription success'],
    ['unsubscription', unsubscriptionMail, 'Newsletter unsubscription success'],
  ])('the %s carries the unsubscribe link in both parts', async (_name, render, subject) => {
    const mail = await render(props);
    expect(mail.subject).toBe(subject);
    expect(hrefsOf(mail.html)).toContain('https://shop.example.com/newsletter/subscriber/unsubscribe?id=12&code=abc123');
    // Written out with nothing after it: a mail program's link never takes a full stop with it.
    expect(mail.text).toMatch(/https:\/\/shop\.example\.com\/newsletter\/subscriber\/unsubscribe\?id=12&code=abc123(\s|$)/);
    expect(hrefsOf(mail.html).every((href) => href.startsWith('https://shop.example.com/'))).toBe(true);
  });
});
