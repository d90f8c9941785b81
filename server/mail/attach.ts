// Starts the outbox's dispatcher on the API instance and nudges it after every answered write, by
// which time its transaction has committed (docs/decisions/0092-notification-bell-and-mail.md,
// docs/decisions/0112-one-mail-outbox.md). It sends through SMTP when SMTP_HOST is set; a demo
// without it writes the e-mails to the log; otherwise nothing is loaded and nothing is sent.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/settings.ts';
import type { Db } from '../db/schema.ts';
import type { MailDispatcher } from './dispatcher.ts';
import { organizerOf } from './invitation.ts';
import type { Mailer } from './mailer.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function mailerFor(api: FastifyInstance, config: Config): Promise<Mailer | null> {
  // the mail library loads only when it is used, as node-postgres does
  if (config.mail) return (await import('./smtp.ts')).createMailer(config.mail);
  if (config.seedDemo) return (await import('./log-mailer.ts')).logMailer(api.log);
  return null;
}

/**
 * Call before the routes are registered, so that the hook covers them. Nothing is sent before
 * `after` settles (the first start's seeding).
 */
export async function attachMail(
  api: FastifyInstance,
  db: Db,
  config: Config,
  after?: Promise<unknown>,
): Promise<MailDispatcher | null> {
  const mailer = await mailerFor(api, config);
  if (!mailer) return null;
  const { startMailDispatcher } = await import('./dispatcher.ts');
  const mail = startMailDispatcher({
    db,
    mailer,
    webUrl: config.publicWebUrl,
    log: api.log,
    ...(config.mail ? { organizer: organizerOf(config.mail.from) } : {}),
    ...(after ? { after } : {}),
  });
  api.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) mail.nudge();
  });
  return mail;
}
