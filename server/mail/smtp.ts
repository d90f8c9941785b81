// Sends one plain-text e-mail through the configured SMTP server, with nodemailer
// (docs/decisions/0092-notification-bell-and-mail.md). Loaded only when SMTP_HOST is set.
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config/mail.ts';
import type { Mailer } from './mailer.ts';

// nodemailer's defaults wait two minutes for a connection and ten for a silent socket; a send
// must end well within the claim's lease (dispatcher.ts)
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(settings: MailSettings): Mailer {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    ...(settings.auth ? { auth: settings.auth } : {}),
    ...TIMEOUTS,
  });
  return {
    async send({ to, subject, text, calendar }) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject,
        text,
        // a text/calendar alternative with its method, and the same as invite.ics attached: Gmail
        // and Outlook read the first, Apple Mail the file (docs/decisions/0130-invitations-and-reminders.md)
        ...(calendar ? { icalEvent: { method: calendar.method, content: calendar.content } } : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}
