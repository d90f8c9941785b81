// A case may be kept without an area of law: when its description points to none of the eight
// areas (a will, a faulty toaster), it is kept with `category` null, a lead for no one, until
// the client chooses one (docs/decisions/0061-classifier-says-when-it-is-unsure.md,
// docs/decisions/0094-the-clients-cases-screens.md). The CHECK of the eight names stays: it
// passes NULL.
//
// PostgreSQL drops the NOT NULL. SQLite cannot, so the table is rebuilt as SQLite's documented
// procedure for other schema changes says, but inside the migration's transaction, where
// `PRAGMA foreign_keys` cannot be switched off: with it on, DROP TABLE cases would first delete
// every case, and ON DELETE CASCADE (or SET NULL) would empty the tables that refer to it, and
// `PRAGMA defer_foreign_keys` defers only the checks, not those actions. So the tables that refer
// to cases (case_responses and case_dismissals; consultations too, were it there) are set aside
// first: their rows copied to temporary tables and the tables dropped, so nothing refers to
// cases when it is dropped; then they are made again from their own stored SQL, with their
// indexes and triggers, and their rows put back. Row counts and PRAGMA foreign_key_check must
// agree at the end, or the migration fails and its transaction keeps everything as it was.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

const REBUILT = 'cases_rebuilt';

/** The cases table of 0005-cases-and-responses.ts, with `category` nullable. */
async function createCases(db: Kysely<unknown>, name: string): Promise<void> {
  const c = columnsFor('sqlite');
  await db.schema
    .createTable(name)
    .addColumn('id', 'integer', c.id)
    .addColumn('client_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) =>
      col.check(
        sql`category IN ('Family Law', 'Criminal Law', 'Corporate Law', 'Immigration Law', 'Property Law', 'Employment Law', 'Personal Injury', 'Tax Law')`,
      ),
    )
    .addColumn('urgency', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Medium')
        .check(sql`urgency IN ('High', 'Medium', 'Low')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status IN ('open', 'closed')`),
    )
    .addColumn('place_key', 'text', (col) => col.notNull())
    .addColumn('jurisdiction', 'text', (col) =>
      col.notNull().check(sql`jurisdiction IN ('england-wales', 'scotland', 'northern-ireland')`),
    )
    .addColumn('lat', c.real, (col) => col.notNull())
    .addColumn('lon', c.real, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addColumn('closed_at', c.timestamp)
    .execute();
}

async function count(db: Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The tables whose foreign keys refer to `table`. */
async function referring(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT m.name AS name FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
    WHERE m.type = 'table' AND f."table" = ${table} AND m.name <> ${table}
    ORDER BY m.name`.execute(db);
  return rows.map((r) => r.name);
}

interface SetAside {
  table: string;
  rows: number;
  /** CREATE TABLE first, then its indexes and triggers, as SQLite stored them */
  statements: string[];
}

/** Copies a table's rows to a temporary table and drops it, keeping the SQL that made it. */
async function setAside(db: Kysely<unknown>, table: string): Promise<SetAside> {
  // a table referred to in turn would lose rows to its own cascade when dropped: refuse
  const below = await referring(db, table);
  if (below.length > 0) throw new Error(`${table} is referred to by ${below.join(', ')}: not rebuilt`);
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
  if ((await count(db, table)) !== rows) throw new Error(`${table} lost rows in the rebuild of cases`);
}

async function rebuildCasesOnSqlite(db: Kysely<unknown>): Promise<void> {
  const cases = await count(db, 'cases');
  const children: SetAside[] = [];
  for (const table of await referring(db, 'cases')) children.push(await setAside(db, table));

  await createCases(db, REBUILT);
  // every column, in 0005's order: a column this migration does not know fails here, loudly
  await sql`INSERT INTO ${sql.table(REBUILT)} SELECT * FROM cases`.execute(db);
  await sql`DROP TABLE cases`.execute(db);
  await sql`ALTER TABLE ${sql.table(REBUILT)} RENAME TO cases`.execute(db);
  // the indexes of 0005, which went with the old table
  await db.schema.createIndex('cases_by_client').on('cases').columns(['client_id', 'created_at']).execute();
  await db.schema
    .createIndex('cases_for_leads')
    .on('cases')
    .columns(['status', 'category', 'jurisdiction', 'lat'])
    .execute();
  if ((await count(db, 'cases')) !== cases) throw new Error('cases lost rows in their rebuild');

  for (const child of children) await putBack(db, child);
  const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(db);
  if (broken.length > 0) throw new Error(`the rebuild of cases broke ${broken.length} foreign keys`);
}

export const caseWithoutArea = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('cases')
        .alterColumn('category', (col) => col.dropNotNull())
        .execute();
    } else {
      await rebuildCasesOnSqlite(db);
    }
  },
});
