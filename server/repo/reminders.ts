// The consultations' reminders (docs/decisions/0130-invitations-and-reminders.md): which are due,
// and the claim of one. A reminder is claimed by inserting its row, whose key (consultation, kind,
// start time) is unique: of two instances claiming at once, the second's insert does nothing
// (SQLite's writes take turns; PostgreSQL's waits for the first's commit, then finds the key).
// A consultation is reminded of only while it is confirmed at that start.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { ReminderKind } from '../rules/booking/reminders.ts';

export interface DueReminder {
  consultationId: number;
  kind: ReminderKind;
  startsAt: string;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Up to `limit` reminders of this kind not yet sent, for confirmed starts in (after, until]. */
export async function dueReminders(
  db: Db,
  { kind, after, until }: { kind: ReminderKind; after: number; until: number },
  limit: number,
): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('consultations as c')
    .select(['c.id', 'c.starts_at'])
    .where('c.status', '=', 'confirmed')
    .where('c.starts_at', '>', iso(after))
    .where('c.starts_at', '<=', iso(until))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('consultation_reminders as r')
            .select('r.id')
            .whereRef('r.consultation_id', '=', 'c.id')
            .where('r.kind', '=', kind)
            .whereRef('r.starts_at', '=', 'c.starts_at'),
        ),
      ),
    )
    .orderBy('c.starts_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ consultationId: r.id, kind, startsAt: new Date(r.starts_at).toISOString() }));
}

/**
 * Claims the reminder; false when it was sent already, or the consultation is no longer confirmed
 * at that start. Pass the transaction that writes the reminder's notices.
 */
export async function claimReminder(trx: Kysely<Database>, due: DueReminder, now: number): Promise<boolean> {
  const still = await trx
    .selectFrom('consultations')
    .select('id')
    .where('id', '=', due.consultationId)
    .where('status', '=', 'confirmed')
    .where('starts_at', '=', due.startsAt)
    .executeTakeFirst();
  if (!still) return false;
  const claimed = await trx
    .insertInto('consultation_reminders')
    .values({
      consultation_id: due.consultationId,
      kind: due.kind,
      starts_at: due.startsAt,
      sent_at: iso(now),
    })
    .onConflict((oc) => oc.columns(['consultation_id', 'kind', 'starts_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
