// Schema migrations as TypeScript, run at every start by Kysely's migrator. Each runs once, in
// order, inside a transaction that holds the migration lock (PostgreSQL: an advisory lock;
// SQLite: BEGIN IMMEDIATE), so instances that start together apply each exactly once.
// Never edit a shipped migration; add a new one.
import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import { accountsProfilesVerification } from './migrations/0001-accounts-profiles-verification.ts';
import { sharedState } from './migrations/0002-shared-state.ts';
import { verificationVersion } from './migrations/0003-verification-version.ts';
import { verificationTrust } from './migrations/0004-verification-trust.ts';
import { casesAndResponses } from './migrations/0005-cases-and-responses.ts';
import { lawyerAvailability } from './migrations/0006-lawyer-availability.ts';
import { notificationMail } from './migrations/0007-notification-mail.ts';
import { caseWithoutArea } from './migrations/0008-case-without-area.ts';
import { consultations } from './migrations/0009-consultations.ts';
import { reviews } from './migrations/0010-reviews.ts';
import { heldReviews } from './migrations/0011-held-reviews.ts';
import { mailOutboxAndAccounts } from './migrations/0012-mail-outbox-and-accounts.ts';
import { sessionStart } from './migrations/0013-session-start.ts';
import { conversations } from './migrations/0014-conversations.ts';
import { lawyerServices } from './migrations/0015-lawyer-services.ts';
import { responseQuotes } from './migrations/0016-response-quotes.ts';
import { responseTime } from './migrations/0017-response-time.ts';
import { directory } from './migrations/0018-directory.ts';
import { noShows } from './migrations/0019-no-shows.ts';
import { remindersAndInvitations } from './migrations/0020-reminders-and-invitations.ts';
import { caseAnswers } from './migrations/0021-case-answers.ts';
import type { DialectName } from './migrations/columns.ts';
import type { Db } from './schema.ts';

export const migrationsFor = (dialect: DialectName): Record<string, Migration> => ({
  '0001-accounts-profiles-verification': accountsProfilesVerification(dialect),
  '0002-shared-state': sharedState(dialect),
  '0003-verification-version': verificationVersion(),
  '0004-verification-trust': verificationTrust(dialect),
  '0005-cases-and-responses': casesAndResponses(dialect),
  '0006-lawyer-availability': lawyerAvailability(dialect),
  '0007-notification-mail': notificationMail(dialect),
  '0008-case-without-area': caseWithoutArea(dialect),
  '0009-consultations': consultations(dialect),
  '0010-reviews': reviews(dialect),
  '0011-held-reviews': heldReviews(dialect),
  '0012-mail-outbox-and-accounts': mailOutboxAndAccounts(dialect),
  '0013-session-start': sessionStart(),
  '0014-conversations': conversations(dialect),
  '0015-lawyer-services': lawyerServices(dialect),
  '0016-response-quotes': responseQuotes(),
  '0017-response-time': responseTime(dialect),
  '0018-directory': directory(dialect),
  '0019-no-shows': noShows(dialect),
  '0020-reminders-and-invitations': remindersAndInvitations(dialect),
  '0021-case-answers': caseAnswers(),
});

export async function migrate(db: Db, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed} failed: ${reason}` : `Migrations failed: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
