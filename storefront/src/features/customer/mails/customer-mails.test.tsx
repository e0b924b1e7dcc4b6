import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset';
import { welcomeMail } from './welcome';

const baseUrl = 'https://shop.example.com';
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('passwordResetMail', () => {
  const link = `${baseUrl}/customer/account/createPassword/?token=abc_DEF-123`;

  it('carries the link and its lifetime in both parts, with the name escaped', async () => {
    const mail = await passwordResetMail({ baseUrl, firstname: '<b>x</b>', lastname: 'Doe', link, hours: 24 });
    expect(mail.subject).toBe('Reset your Main Website Store password');
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      expect(part).toContain('/customer/account/createPassword/?token=abc_DEF-123');
      expect(part).toContain('24 hours');
    }
    expect(mail.text).toContain('Hello <b>x</b> Doe,');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(hrefsOf(mail.html)).toContain(link);
    expect(hrefsOf(mail.html).every((href) => href.startsWith(baseUrl))).toBe(true);
  });

  it('lets the written-out link wrap anywhere, so the mail stays a phone wide', async () => {
    const mail = await passwordResetMail({ baseUrl, firstname: 'Jane', lastname: 'Doe', link, hours: 24 });
    const writtenOut = [...mail.html.matchAll(/<a [^>]*style="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((match) => match[2] === link);
    expect(writtenOut?.[1]).toContain('word-break:break-all');
  });
});

describe('welcomeMail', () => {
  it('welcomes by name and links to My Account under the base URL', async () => {
    const mail = await welcomeMail({ baseUrl, firstname: '<b>x</b>', lastname: 'Doe', email: 'jane@example.com' });
    expect(mail.subject).toBe('Welcome to Main Website Store');
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      expect(part).toContain('jane@example.com');
      expect(part).toContain(`${baseUrl}/customer/account/`);
    }
    expect(mail.html).not.toContain('<b>x</b>');
    expect(hrefsOf(mail.html).every((href) => href.startsWith(baseUrl))).toBe(true);
  });
});
