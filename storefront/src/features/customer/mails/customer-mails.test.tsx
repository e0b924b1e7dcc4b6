import { describe, expect, it } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import ar from '../messages/ar-AE';
import fr from '../messages/fr-FR';
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

describe('the customer mails in French and Arabic (issue 31: their texts go through t())', () => {
  it('writes the welcome mail and the reset mail in the language given', async () => {
    try {
      setDictionary(fr);
      const welcome = await welcomeMail({ baseUrl, firstname: 'Jeanne', lastname: 'Doe', email: 'jeanne@example.com' });
      expect(welcome.subject).toBe('Bienvenue chez Main Website Store');
      expect(welcome.text).toContain('Bonjour Jeanne Doe,');
      expect(welcome.text).toContain('utilisez votre adresse e-mail jeanne@example.com');
      setDictionary(ar);
      const reset = await passwordResetMail({ baseUrl, firstname: 'Jeanne', lastname: 'Doe', link: `${baseUrl}/customer/account/createPassword/?token=abc`, hours: 24 });
      expect(reset.subject).toBe('إعادة تعيين كلمة مرورك في Main Website Store');
      expect(reset.text).toContain('يعمل الرابط لمدة 24 ساعة');
    } finally {
      setDictionary({});
    }
  });
});
