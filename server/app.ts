// Builds the local API: two Fastify instances (accounts/profiles/admin on API_PORT, matching
// on MATCH_PORT) over one database and one file store. Tests import this and use inject();
// server.ts listens. Nothing that several instances must agree on is kept only in memory
// (docs/decisions/0041-stateless-instances.md).
import type { FastifyInstance } from 'fastify';
import { makeAuthenticate } from './http/guards.ts';
import { hashPool } from './auth/hash-pool.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { Throttle } from './auth/throttle.ts';
import { TokenService } from './auth/tokens.ts';
import type { Config } from './config/settings.ts';
import { systemClock } from './lib/clock.ts';
import type { Clock } from './lib/clock.ts';
import type { AppContext } from './routes/context.ts';
import { openDatabase } from './db/database.ts';
import type { Db } from './db/schema.ts';
import { createInstance } from './http/instance.ts';
import { attachMail } from './mail/attach.ts';
import type { MailDispatcher } from './mail/dispatcher.ts';
import { pruneOutbox } from './mail/outbox.ts';
import { pruneLinks } from './repo/account-tokens.ts';
import { refreshDueResponseTimes } from './repo/response-times.ts';
import { LocalLiveEvents } from './live/live-events.ts';
import type { LiveEvents, LiveLog } from './live/live-events.ts';
import { LawyerIndex } from './services/matching/lawyer-index.ts';
import { ProfileRepo } from './repo/profiles.ts';
import { UserRepo } from './repo/users.ts';
import { VerificationRepo } from './repo/verifications.ts';
import { registerApiRoutes, registerMatchRoutes } from './routes/index.ts';
import { seed } from './seed/seed.ts';
import { photoUrlFor } from './uploads/photo-url.ts';
import { createFileStore } from './uploads/store.ts';
import { sweepOrphanUploads } from './uploads/sweep.ts';
import { deleteExpiredIds } from './services/verification/delete-expired-ids.ts';
import { sendDueReminders } from './services/consultations/reminders.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** how often the reminders' job looks (docs/decisions/0130-invitations-and-reminders.md) */
const REMINDER_INTERVAL_MS = 60 * 1000;

export interface App {
  api: FastifyInstance;
  match: FastifyInstance;
  ctx: AppContext;
  /** the clock every route reads; tests move it */
  clock: Clock;
  seeded: { admin: boolean; demo: boolean };
  /** the notification e-mails; null without SMTP (docs/decisions/0092-notification-bell-and-mail.md) */
  mail: MailDispatcher | null;
  close(): Promise<void>;
}

async function openStores(config: Config, onIdleError: (error: Error) => void) {
  const store = await createFileStore(config.storage);
  try {
    await store.check();
  } catch (error) {
    store.close();
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`Cannot use the file store at ${store.location}: ${reason}`, { cause: error });
  }
  try {
    return { store, ...(await openDatabase(config.database, onIdleError)) };
  } catch (error) {
    store.close();
    throw error;
  }
}

// one process on SQLite; on PostgreSQL the instances hear each other through it, and
// node-postgres loads only then (docs/decisions/0121-live-delivery.md)
async function liveEventsFor(config: Config, db: Db, log: LiveLog): Promise<LiveEvents> {
  if (config.database.kind === 'sqlite') return new LocalLiveEvents();
  const { PgLiveEvents } = await import('./live/pg-live-events.ts');
  return new PgLiveEvents(config.database, db, log);
}

export async function buildApp(
  config: Config,
  { clock = systemClock() }: { clock?: Clock } = {},
): Promise<App> {
  hashPool.setMaxQueued(config.hashQueueMax);
  let api: FastifyInstance | undefined;
  const logError = (msg: string) => (error: unknown) => api?.log.error({ err: error }, msg);
  const { db, store } = await openStores(config, logError('idle database connection failed'));
  const users = new UserRepo(db);
  const tokens = new TokenService(db, config.jwtSecret);
  const throttle = new Throttle(db);
  const photoUrl = photoUrlFor(config.publicApiUrl);
  const lawyers = new LawyerIndex(db, photoUrl, () => clock.now());
  const live = await liveEventsFor(config, db, {
    info: (message) => api?.log.info(message),
    warn: (message, error) => api?.log.warn({ err: error }, message),
  });
  const ctx: AppContext = {
    config,
    clock,
    db,
    users,
    tokens,
    store,
    throttle,
    logins: new LoginThrottle(throttle, config.loginLimits),
    profiles: new ProfileRepo(db),
    verifications: new VerificationRepo(db),
    photoUrl,
    lawyers,
    live,
    authenticate: makeAuthenticate(tokens, users),
  };
  let match: FastifyInstance | undefined;
  // checked at start and every hour: government IDs go 30 days after their decision
  // (docs/decisions/0089-identity-documents-kept-30-days.md); e-mails a week after they were
  // written and expired links a day after (docs/decisions/0112-one-mail-outbox.md)
  const sweep = () =>
    Promise.all([
      deleteExpiredIds(db, store, clock.now()).catch(
        logError('expired identity documents could not be deleted'),
      ),
      pruneOutbox(db, clock.now()).catch(logError('old e-mails could not be deleted')),
      pruneLinks(db, clock.now()).catch(logError('expired links could not be deleted')),
      // a response time whose oldest response left the 90 days
      // (docs/decisions/0125-fair-leads-and-response-time.md)
      refreshDueResponseTimes(db, clock.now()).catch(logError('response times could not be refreshed')),
    ]);
  let sweepTimer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  // the reminders due now, each claimed once across instances; their e-mails go at once
  const remind = () =>
    sendDueReminders(db, clock.now())
      .then((sent) => {
        if (sent > 0) mail?.nudge();
      })
      .catch(logError('reminders could not be sent'));
  let mail: MailDispatcher | null = null;
  const shutDown = async () => {
    clearInterval(sweepTimer);
    clearInterval(reminderTimer);
    await Promise.allSettled([api?.close(), match?.close()]);
    await mail?.stop();
    await lawyers.stop();
    await live.close();
    store.close();
    await db.destroy();
  };
  // seeding waits mostly on password hashing in worker threads: let the instances be built meanwhile
  const seeding = seed({ db, store, config, now: clock.now() });
  seeding.catch(() => undefined);
  try {
    await tokens.pruneExpired();
    api = await createInstance(config, 'api');
    api.decorateRequest('user', null);
    api.decorateRequest('session', undefined);
    mail = await attachMail(api, db, config, seeding);
    await registerApiRoutes(api, { ctx, match: () => match });

    match = await createInstance(config, 'match');
    await registerMatchRoutes(match, { ctx });
    await Promise.all([api.ready(), match.ready()]);
    const seeded = await seeding;
    // after seeding, whose files are committed by then (docs/decisions/0072-no-orphan-uploads.md)
    try {
      const swept = await sweepOrphanUploads(db, store, config.orphanUploadGraceMs);
      if (swept.orphans + swept.unfinished > 0) api.log.info(swept, 'orphan uploads removed');
    } catch (error) {
      api.log.warn({ err: error }, 'orphan uploads could not be swept');
    }
    lawyers.start(logError('matching index could not follow the database'));
    await live.start();
    void sweep();
    sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    sweepTimer.unref();
    void remind();
    reminderTimer = setInterval(() => void remind(), REMINDER_INTERVAL_MS);
    reminderTimer.unref();

    return { api, match, ctx, clock, seeded, mail, close: shutDown };
  } catch (error) {
    await Promise.allSettled([seeding]);
    await shutDown();
    throw error;
  }
}
