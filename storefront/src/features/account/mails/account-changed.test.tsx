import { describe, expect, it } from 'vitest';
import { accountChange, accountChangedMail } from './account-changed';

const baseUrl = 'https://shop.example.com';

describe('accountChangedMail', () => {
  it.each([
    ['password', 'Your Main Website Store password has been changed'],
    ['email', 'Your Main Website Store email has been changed'],
    ['email and password', 'Your Main Website Store email and password has been changed'],
  ] as const)('%s: Magento’s subject', async (change, subject) => {
    const mail = await accountChangedMail({ baseUrl, change, firstname: 'Ava', lastname: 'Jones' });
    expect(mail.subject).toBe(subject);
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) expect(part).toContain(`associated with your account at Main Website Store: ${change}.`);
  });

  it('names the new address, escapes names and links under the base URL', async () => {
    const mail = await accountChangedMail({ baseUrl, change: 'email', firstname: '<b>x</b>', lastname: 'Jones', newEmail: 'new.ava@example.com' });
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) expect(part).toContain('new.ava@example.com');
    expect(mail.html).not.toContain('<b>x</b>');
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs).toContain(`${baseUrl}/customer/account/forgotpassword/`);
    expect(hrefs.every((href) => href.startsWith(baseUrl))).toBe(true);
  });

  it('tells which change an Account Information save made', () => {
    expect([accountChange(true, true), accountChange(true, false), accountChange(false, true), accountChange(false, false)]).toEqual(['email and password', 'email', 'password', null]);
  });
});
