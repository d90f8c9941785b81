// A demo without SMTP (SEED_DEMO on, SMTP_HOST unset) writes the e-mails it would send to the
// API's log, so that a reset or confirmation link can still be followed
// (docs/decisions/0112-one-mail-outbox.md). Never used when SMTP is configured.
import type { Mailer } from './mailer.ts';

type LogFn = (fields: object, message: string) => void;

export function logMailer(log: { info: LogFn }): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { to, subject } }, `e-mail not sent (no SMTP_HOST), as it would read:\n${text}`);
    },
    close() {},
  };
}
