// Starts the local API: builds the app, listens on both ports, closes gracefully on a signal.
import { buildApp } from './app.ts';
import type { App } from './app.ts';
import { markApiRunning } from './backup/running.ts';
import { ConfigError, DEV_ADMIN_PASSWORD } from './config/settings.ts';
import { loadConfig } from './config/start-up.ts';
import type { Config } from './config/settings.ts';
import { describeDatabase } from './db/database.ts';
import { bankHolidayShortfall } from './rules/booking/bank-holidays.ts';
import { warmClassifier } from './rules/classifier/classify.ts';
import { warmPlaces } from './rules/places/geo.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL, DEMO_PASSWORD, DEMO_PENDING_EMAIL } from './seed/demo-data.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// a database or bucket that cannot be reached stops the start with one clear line, not a stack
async function build(config: Config): Promise<App> {
  try {
    return await buildApp(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = readConfig();
// while it runs, a restore into its data folder is refused
// (docs/decisions/0085-backups-through-sqlite-online-backup.md)
markApiRunning(config.dataDir);
const app = await build(config);
const log = app.api.log;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  // a stuck connection must not keep the process alive for ever
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await Promise.all([
    app.api.listen({ port: config.apiPort, host: config.host }),
    app.match.listen({ port: config.matchPort, host: config.host }),
  ]);
} catch (error) {
  log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}

log.info({ database: describeDatabase(config.database), files: app.ctx.store.location }, 'data stores');
// links in answers and e-mails (calendar feeds, photos, the reference) never take a request's Host
if (!config.publicApiUrlGiven) {
  log.info(`PUBLIC_API_URL is not set: links to this API use its own address, ${config.publicApiUrl}`);
}
if (config.admin.isDevDefault) {
  log.warn(
    `Development admin sign-in: ${config.admin.email} / ${DEV_ADMIN_PASSWORD} (set ADMIN_EMAIL and ADMIN_PASSWORD to change it)`,
  );
}
if (app.seeded.demo || config.seedDemo) {
  const admin = config.admin.isDevDefault
    ? `${config.admin.email} / ${DEV_ADMIN_PASSWORD}`
    : `${config.admin.email} with ADMIN_PASSWORD`;
  log.info(
    `Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_CLIENT.email} (client), ${DEMO_LAWYER_EMAIL} (verified lawyer), ${DEMO_PENDING_EMAIL} (lawyer awaiting verification); admin: ${admin}`,
  );
  if (!config.mail)
    log.info('SMTP_HOST is not set: the e-mails this demo would send are written to this log');
}
log.info(`The app: ${config.publicWebUrl}`);
// the end-to-end tests' clock for the reminders' job, on loopback; never in production
// (docs/decisions/0130-invitations-and-reminders.md)
const testClockPort = Number(process.env.TEST_CLOCK_PORT ?? '');
if (testClockPort > 0 && process.env.NODE_ENV !== 'production') {
  const { startTestClock } = await import('./test-clock.ts');
  startTestClock(app, testClockPort);
  log.warn(
    `TEST_CLOCK_PORT is set: the reminders' job can be run at any instant from 127.0.0.1:${testClockPort}`,
  );
}
// the bank holidays kept must reach as far ahead as clients may book (docs/decisions/0115-bank-holidays.md)
const shortfall = bankHolidayShortfall(app.clock.now());
if (shortfall) log.warn(shortfall);
// load the UK places and the classifier now, after listening, so the first match does not pay for them
setImmediate(() => {
  warmClassifier();
  log.info({ places: warmPlaces() }, 'UK places and the case classifier loaded');
});
