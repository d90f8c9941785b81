// A verification request's version: 1 when first submitted, one more at every resubmission
// (repo/profiles.ts). The admin's decision carries the version the admin reviewed, so a
// resubmission made meanwhile is never approved unseen
// (docs/decisions/0075-decisions-name-the-version-reviewed.md). Rows from before it start at 1.
import type { Kysely, Migration } from 'kysely';

export const verificationVersion = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('verification_requests')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
});
