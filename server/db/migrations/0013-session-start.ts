// When each sign-in session started (docs/decisions/0114-the-export-checked-table-by-table.md): a
// session is a family of refresh tokens, and its older tokens are deleted once they expire, so the
// family's start cannot be read from the tokens left. Every token of a family now carries the
// time its first was issued (epoch seconds, as the table's other times). Sessions started before
// stay without one: their start was never recorded, and no guess is written in its place.
import type { Kysely, Migration } from 'kysely';

export const sessionStart = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refresh_tokens').addColumn('session_started_at', 'bigint').execute();
  },
});
