// A lawyer's cancellation policy and no-shows (docs/decisions/0129-cancellation-policy-and-no-shows.md):
// - `consultations.status` may be 'no_show', with `no_show_by` the side who did not come;
// - `consultations.free_until_hours`: the lawyer's policy when the consultation was booked (until
//   how many hours before the start the client may cancel or move it); 24, the spec's rule, for
//   those booked before. The policy itself is one of the availability settings (their JSON).
//
// PostgreSQL replaces the status CHECK. SQLite cannot change a CHECK, and refuses writes to its
// schema table, so the table is rebuilt as 0008-case-without-area.ts rebuilds cases: inside the
// migration's transaction the tables that refer to consultations (reviews, and review_reports,
// which refers to reviews) are set aside first, deepest first, so that dropping consultations
// cascades into nothing; each is made again from the SQL SQLite kept for it, with its indexes
// and triggers, and its rows put back. Row counts and PRAGMA foreign_key_check must agree at the
// end, or the migration fails and its transaction keeps everything as it was.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './columns.ts';

const OLD_STATUSES = "status IN ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed')";
const NEW_STATUSES =
  "status IN ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')";

async function count(db: Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function referring(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT m.name AS name FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
    WHERE m.type = 'table' AND f."table" = ${table} AND m.name <> ${table}
    ORDER BY m.name`.execute(db);
  return rows.map((r) => r.name);
}

/** `table` and every table that refers to it, in turn: the deepest first. */
async function withReferrers(
  db: Kysely<unknown>,
  table: string,
  seen = new Set<string>(),
): Promise<string[]> {
  seen.add(table);
  const below: string[] = [];
  for (const child of await referring(db, table)) {
    if (!seen.has(child)) below.push(...(await withReferrers(db, child, seen)));
  }
  return [...below, table];
}

interface SetAside {
  table: string;
  rows: number;
  /** CREATE TABLE first, then its indexes and triggers, as SQLite stored them */
  statements: string[];
}

async function setAside(db: Kysely<unknown>, table: string): Promise<SetAside> {
  const { rows } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_schema WHERE tbl_name = ${table} AND sql IS NOT NULL
    ORDER BY type <> 'table', rowid`.execute(db);
  const kept = { table, rows: await count(db, table), statements: rows.map((r) => r.sql) };
  await sql`CREATE TEMP TABLE ${sql.id(`kept_${table}`)} AS SELECT * FROM ${sql.table(table)}`.execute(db);
  await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  return kept;
}

async function putBack(db: Kysely<unknown>, { table, rows, statements }: SetAside): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const holding = sql`${sql.id('temp')}.${sql.id(`kept_${table}`)}`;
  await sql`INSERT INTO ${sql.table(table)} SELECT * FROM ${holding}`.execute(db);
  await sql`DROP TABLE ${holding}`.execute(db);
  if ((await count(db, table)) !== rows)
    throw new Error(`${table} lost rows in the rebuild of consultations`);
}

async function widenStatusOnSqlite(db: Kysely<unknown>): Promise<void> {
  const order = await withReferrers(db, 'consultations');
  const kept: SetAside[] = [];
  for (const table of order) kept.push(await setAside(db, table));
  for (const aside of kept.reverse()) {
    if (aside.table === 'consultations') {
      const [create, ...rest] = aside.statements;
      if (!create?.includes(OLD_STATUSES)) throw new Error('consultations: the status CHECK was not found');
      aside.statements = [create.replace(OLD_STATUSES, NEW_STATUSES), ...rest];
    }
    await putBack(db, aside);
  }
  const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(db);
  if (broken.length > 0) throw new Error(`the rebuild of consultations broke ${broken.length} foreign keys`);
}

export const noShows = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`ALTER TABLE consultations DROP CONSTRAINT consultations_status_check`.execute(db);
      await sql`ALTER TABLE consultations ADD CONSTRAINT consultations_status_check
        CHECK (${sql.raw(NEW_STATUSES)})`.execute(db);
    } else {
      await widenStatusOnSqlite(db);
    }
    await db.schema
      .alterTable('consultations')
      .addColumn('no_show_by', 'text', (col) => col.check(sql`no_show_by IN ('client', 'lawyer')`))
      .execute();
    await db.schema
      .alterTable('consultations')
      .addColumn('free_until_hours', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(24)
          .check(sql`free_until_hours BETWEEN 0 AND 168`),
      )
      .execute();
  },
});
