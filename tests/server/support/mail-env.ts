// The settings of an app that sends its e-mails to the tests' SMTP sink (support/smtp-sink.ts), and
// the step that lets them go: only confirmed addresses get e-mails.
import type { Db } from '../../../server/db/schema.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const mailEnv = (smtp: SmtpSink) => ({
  REGISTER_MAX_PER_IP: '10000',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_FROM: 'LawMatch <no-reply@lawmatch.example>',
});

/** Marks every account's address confirmed, so the outbox sends to them. */
export const confirmAddresses = (db: Db) =>
  db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).execute();
