// Calendar invitations and reminders of consultations (docs/decisions/0130-invitations-and-reminders.md):
// - `consultation_reminders`: one row per reminder sent, its key (consultation, kind, start time)
//   unique, so that the job's insert claims it and a second instance's insert does nothing; a
//   consultation moved to a new time has a new key, so new reminders;
// - `consultations.invitation_sequence`: the SEQUENCE of the last invitation e-mailed for it, null
//   while none was: a change after one updates or cancels it in the calendars that took it;
// - `mail_outbox.calendar`: an e-mail's invitation (JSON: method, the consultation as its
//   recipient sees it), written into text/calendar when the e-mail is sent;
// - an index on (status, starts_at): the job reads the confirmed consultations of the next day.
import type { Kysely, Migration } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const remindersAndInvitations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('consultation_reminders')
      .addColumn('id', 'integer', c.id)
      .addColumn('consultation_id', 'integer', (col) =>
        col.notNull().references('consultations.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('starts_at', c.timestamp, (col) => col.notNull())
      .addColumn('sent_at', c.timestamp, (col) => col.notNull())
      .addUniqueConstraint('consultation_reminders_once', ['consultation_id', 'kind', 'starts_at'])
      .execute();
    await db.schema.alterTable('consultations').addColumn('invitation_sequence', 'integer').execute();
    await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
    await db.schema
      .createIndex('consultations_by_status_start')
      .on('consultations')
      .columns(['status', 'starts_at'])
      .execute();
  },
});
