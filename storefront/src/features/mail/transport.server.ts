import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './delivery.server';

/** How long a mail server may take, so that a stuck one holds no mail past its lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The SMTP transport (nodemailer) for `MAIL_URL` (`smtp://` with STARTTLS when the server offers
 * it, `smtps://` for TLS from the start; credentials in the address). Headers are encoded by
 * nodemailer; the content never names files or URLs for it to fetch.
 */
export function smtpTransport(mailUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: mailUrl, ...TIMEOUTS });
  return {
    async send(message: MailMessage) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
  };
}
