// The mail server of the end-to-end shops: a real SMTP server on a loopback port (the server
// tests' `startTestSmtpServer`), and a small HTTP answer listing what it received, for the
// journeys that follow a link in a mail. Run by playwright.config.ts as a web server of its own.
//   E2E_SMTP_PORT: the SMTP port the shops' MAIL_URL names; E2E_MAIL_SINK_PORT: the HTTP port.
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../storefront/server/test/smtp-server';

const smtp = await startTestSmtpServer(Number(process.env.E2E_SMTP_PORT));
const http = createServer((request, response) => {
  if (request.url === '/healthz') {
    response.end('ok');
    return;
  }
  if (request.url !== '/mails') {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.setHeader('Content-Type', 'application/json');
  response.end(
    JSON.stringify(
      smtp.received.map(({ envelopeTo, parsed }) => ({ to: envelopeTo, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' })),
    ),
  );
});
http.listen(Number(process.env.E2E_MAIL_SINK_PORT), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}
