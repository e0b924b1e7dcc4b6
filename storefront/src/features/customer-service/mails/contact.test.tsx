import { describe, expect, it } from 'vitest';
import { contactMail } from './contact';

describe('contactMail', () => {
  it('carries every field in both parts, escaped, under the Contact Form subject', async () => {
    const form = { name: '<b>x</b>', email: 'shopper@example.com', telephone: '555-0100', comment: 'First line\nSecond <i>line</i>' };
    const mail = await contactMail({ baseUrl: 'https://shop.example.com', form });
    expect(mail.subject).toBe('Contact Form');
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      for (const expected of ['shopper@example.com', '555-0100', 'First line']) expect(part).toContain(expected);
    }
    expect(mail.text).toContain('Name: <b>x</b>');
    expect(mail.text).toContain('First line\nSecond <i>line</i>');
    expect(mail.html).not.toMatch(/<b>x<\/b>|<i>line<\/i>/);
    expect(mail.html).toContain('href="https://shop.example.com"');
  });
});
