// Reviews held for a check (docs/decisions/0111-held-reviews.md): a review whose consultation was
// booked less than 24 hours before its start, or by a client account less than 24 hours old at
// the booking, is kept with why (`held`, the reasons as a JSON array) and counts nowhere until an
// admin publishes it (`published_at`). Reviews written before are neither: they stay as they were.
import type { Kysely, Migration } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const heldReviews = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema.alterTable('reviews').addColumn('held', 'text').execute();
    await db.schema.alterTable('reviews').addColumn('published_at', c.timestamp).execute();
  },
});
