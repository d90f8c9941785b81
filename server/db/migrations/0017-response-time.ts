// A lawyer's response time (docs/decisions/0125-fair-leads-and-response-time.md):
// - `case_responses.lead_at`: when the case became the lawyer's lead, kept with the response (the
//   later of the case's posting and the lawyer's approval then in force, which a later yearly
//   re-check moves on); responses kept before count from the case's posting;
// - `lawyer_profiles.response_time_hours`: the median hours from lead to response over the
//   lawyer's last 90 days, null before 3 responses there, kept with each response and refreshed
//   by the hourly sweep once `response_time_until` (when a response leaves the window) has passed;
//   an index on it finds the due ones. Lawyers with responses kept before are due at once.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const responseTime = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema.alterTable('case_responses').addColumn('lead_at', c.timestamp).execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('response_time_hours', 'integer').execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('response_time_until', c.timestamp).execute();
    await sql`UPDATE case_responses SET lead_at = (SELECT c.created_at FROM cases c WHERE c.id = case_responses.case_id)`.execute(
      db,
    );
    await sql`UPDATE lawyer_profiles SET response_time_until = ${'1970-01-01T00:00:00.000Z'}
      WHERE user_id IN (SELECT lawyer_id FROM case_responses)`.execute(db);
    await db.schema
      .createIndex('lawyer_profiles_response_time_due')
      .on('lawyer_profiles')
      .column('response_time_until')
      .execute();
  },
});
