// Starts the notification e-mails on the API instance when SMTP is configured, and nudges them
// after every answered write, by which time its transaction has committed
// (docs/decisions/0092-notification-bell-and-mail.md). Without SMTP_HOST it loads nothing.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/settings.ts';
import type { Db } from '../db/schema.ts';
import type { MailDispatcher } from './dispatcher.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Call before the routes are registered, so that the hook covers them. */
export async function attachMail(
  api: FastifyInstance,
  db: Db,
  config: Config,
): Promise<MailDispatcher | null> {
  if (!config.mail) return null;
  // the mail library loads only when it is used, as node-postgres does
  const { startMailDispatcher } = await import('./dispatcher.ts');
  const mail = startMailDispatcher({ db, settings: config.mail, webUrl: config.publicWebUrl, log: api.log });
  api.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) mail.nudge();
  });
  return mail;
}
