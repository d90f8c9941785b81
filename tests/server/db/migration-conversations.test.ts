// 0014-conversations opens the conversations the cases already had (server/db/migrations/0014-conversations.ts,
// docs/decisions/0120-conversations.md). A database at 0013 with two responses to a case (one from
// a lawyer who has since deleted their account), consultations about the case with a lawyer who
// did not respond, and one about no case: each response opens its conversation with the response
// as the first, unread message at its time (the deleted lawyer's emptied); the consultations open
// one more, at the first booking, with no message; the consultation about no case opens none;
// one conversation per case and lawyer is then the database's rule.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import type { Db } from '../../../server/db/schema.ts';
import { databasesForEachTest, dialectName } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
const AT = '2026-03-02T10:00:00.000Z';
const LATER = '2026-03-03T09:00:00.000Z';
const GONE = '2026-03-05T12:00:00.000Z';

async function person(db: Db, email: string, role: 'client' | 'lawyer', deletedAt: string | null = null) {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at, deleted_at)
    VALUES (${email}, ${`Ann ${email}`}, ${role}, 'x', 1, ${AT}, ${deletedAt}) RETURNING id`.execute(db);
  return rows[0]?.id as number;
}

async function kase(db: Db, clientId: number): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO cases (client_id, title, description, location, category,
      place_key, jurisdiction, lat, lon, created_at, updated_at)
    VALUES (${clientId}, 'Children after separation', 'We cannot agree the arrangements.', 'London', 'Family Law',
      'london', 'england-wales', 51.5, -0.12, ${AT}, ${AT}) RETURNING id`.execute(db);
  return rows[0]?.id as number;
}

async function consultation(
  db: Db,
  lawyerId: number,
  clientId: number,
  caseId: number | null,
  createdAt: string,
) {
  await db
    .insertInto('consultations')
    .values({
      lawyer_id: lawyerId,
      client_id: clientId,
      case_id: caseId,
      type: 'video',
      starts_at: '2026-03-10T10:00:00.000Z',
      ends_at: '2026-03-10T10:30:00.000Z',
      blocked_until: '2026-03-10T10:30:00.000Z',
      status: 'cancelled',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

describe('0014-conversations', () => {
  it('opens a conversation for each response, the response first, and for each case a consultation named', async () => {
    const db = await openAt('0013-session-start');
    const client = await person(db, 'client@example.test', 'client');
    const answering = await person(db, 'amelia@example.test', 'lawyer');
    const gone = await person(db, 'deleted-3@deleted.invalid', 'lawyer', GONE);
    const booking = await person(db, 'daniel@example.test', 'lawyer');
    const caseId = await kase(db, client);
    const response = (lawyerId: number, message: string, at: string) =>
      sql`INSERT INTO case_responses (case_id, lawyer_id, message, created_at)
        VALUES (${caseId}, ${lawyerId}, ${message}, ${at})`.execute(db);
    await response(answering, 'I have handled many cases like yours and can help.', AT);
    await response(gone, 'I can see you this week about the arrangements.', LATER);
    // two bookings with the lawyer who did not respond, one with the one who did, one about no case
    await consultation(db, booking, client, caseId, LATER);
    await consultation(db, booking, client, caseId, AT);
    await consultation(db, answering, client, caseId, LATER);
    await consultation(db, booking, client, null, AT);

    const applied = await migrate(db, dialectName());
    expect(applied[0]).toBe('0014-conversations');

    const opened = await db
      .selectFrom('conversations')
      .select(['case_id', 'client_id', 'lawyer_id', 'created_at', 'last_message_at', 'client_mailed_at'])
      .orderBy('lawyer_id')
      .execute();
    expect(opened).toEqual([
      {
        case_id: caseId,
        client_id: client,
        lawyer_id: answering,
        created_at: AT,
        last_message_at: AT,
        client_mailed_at: null,
      },
      {
        case_id: caseId,
        client_id: client,
        lawyer_id: gone,
        created_at: LATER,
        last_message_at: LATER,
        client_mailed_at: null,
      },
      {
        case_id: caseId,
        client_id: client,
        lawyer_id: booking,
        created_at: AT,
        last_message_at: null,
        client_mailed_at: null,
      },
    ]);
    const messages = await db
      .selectFrom('messages as m')
      .innerJoin('conversations as v', 'v.id', 'm.conversation_id')
      .select([
        'v.lawyer_id',
        'm.sender',
        'm.sender_id',
        'm.text',
        'm.created_at',
        'm.read_at',
        'm.deleted_at',
      ])
      .orderBy('m.id')
      .execute();
    expect(messages).toEqual([
      {
        lawyer_id: answering,
        sender: 'lawyer',
        sender_id: answering,
        text: 'I have handled many cases like yours and can help.',
        created_at: AT,
        read_at: null,
        deleted_at: null,
      },
      {
        lawyer_id: gone,
        sender: 'lawyer',
        sender_id: gone,
        text: '',
        created_at: LATER,
        read_at: null,
        deleted_at: GONE,
      },
    ]);

    // one per case and lawyer, and a message of at most 5,000 characters
    await expect(
      db
        .insertInto('conversations')
        .values({ case_id: caseId, client_id: client, lawyer_id: booking, created_at: AT })
        .execute(),
    ).rejects.toThrow();
    const [first] = await db.selectFrom('conversations').select('id').orderBy('id').execute();
    await expect(
      db
        .insertInto('messages')
        .values({
          conversation_id: first?.id ?? 0,
          sender: 'client',
          sender_id: client,
          text: 'x'.repeat(5001),
          created_at: AT,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
