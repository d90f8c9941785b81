// The e2e run's mail server (playwright.config.ts starts it beside the local API): an SMTP sink
// (tests/server/support/smtp-sink.ts) that the API sends every e-mail to, and a small HTTP
// address on loopback where a journey reads what came (GET /mails?to=address, oldest first,
// each with its subject and plain text, and the text of its text/calendar part when it has one:
// docs/decisions/0130-invitations-and-reminders.md). Nothing leaves the machine.
import { createServer } from 'node:http';
import { mailParts } from '../tests/server/support/mail-parts.ts';
import { startSmtpSink } from '../tests/server/support/smtp-sink.ts';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAIL_SINK_SMTP_PORT and MAIL_SINK_HTTP_PORT are required');

const sink = await startSmtpSink(smtpPort);
const reader = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = sink.received
    .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
    .map(({ to: recipients, subject, body, raw }) => ({
      to: recipients,
      subject,
      body: mailParts(raw).find((p) => p.contentType.startsWith('text/plain'))?.text ?? body,
      calendar: mailParts(raw).find((p) => p.contentType.startsWith('text/calendar'))?.text ?? null,
    }));
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails));
});
reader.listen(httpPort, '127.0.0.1');

const stop = () => {
  reader.close();
  void sink.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
