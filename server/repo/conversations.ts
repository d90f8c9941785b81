// Queries of conversations (docs/conversations.md): opening one, the two parties with the names
// each may be shown, each side's list with its unread counts, and the hourly e-mail's turn. Their
// messages are messages.ts's. Who may read or write, and what is refused, is
// server/services/conversations/'s.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Sender } from '../../src/api/conversations-contract.ts';
import type { Database } from '../db/schema.ts';
import { AGREED_STATUSES } from '../rules/disclosure.ts';
import { shownClientName } from './users.ts';

type AnyDb = Kysely<Database>;

/** the other side of a conversation */
export const otherSide = (side: Sender): Sender => (side === 'client' ? 'lawyer' : 'client');

/**
 * Opens the conversation of a case and a lawyer, or finds the one already open: its id. The
 * unique constraint decides between two openings at once.
 */
export async function openConversation(
  trx: AnyDb,
  { caseId, clientId, lawyerId, at }: { caseId: number; clientId: number; lawyerId: number; at: string },
): Promise<number> {
  await trx
    .insertInto('conversations')
    .values({ case_id: caseId, client_id: clientId, lawyer_id: lawyerId, created_at: at })
    .onConflict((oc) => oc.columns(['case_id', 'lawyer_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('conversations')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function hasConversation(db: AnyDb, caseId: number, lawyerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A conversation with its case and both parties: the lawyer by their public name, a deleted client as a former client. */
export const withParties = (db: AnyDb) =>
  db
    .selectFrom('conversations as v')
    .innerJoin('cases as k', 'k.id', 'v.case_id')
    .innerJoin('users as cu', 'cu.id', 'v.client_id')
    .innerJoin('users as lu', 'lu.id', 'v.lawyer_id')
    .leftJoin('lawyer_profiles as p', 'p.user_id', 'v.lawyer_id')
    .selectAll('v')
    .select((eb) => [
      'k.title as case_title',
      'k.status as case_status',
      eb.fn.coalesce('p.full_name', 'lu.name').as('lawyer_name'),
      shownClientName('cu').as('client_name'),
      'cu.deleted_at as client_deleted_at',
      'lu.deleted_at as lawyer_deleted_at',
      // a consultation between them was agreed: the lawyer may be shown the client's whole name
      eb
        .exists(
          eb
            .selectFrom('consultations as s')
            .select('s.id')
            .whereRef('s.client_id', '=', 'v.client_id')
            .whereRef('s.lawyer_id', '=', 'v.lawyer_id')
            .where('s.status', 'in', AGREED_STATUSES),
        )
        .as('agreed'),
    ]);

export type PartiesRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withParties>['executeTakeFirst']>>>;

/** The conversation, when the user is one of its two parties. */
export function conversationOfParty(db: AnyDb, id: number, userId: number): Promise<PartiesRow | undefined> {
  return withParties(db)
    .where('v.id', '=', id)
    .where((eb) => eb.or([eb('v.client_id', '=', userId), eb('v.lawyer_id', '=', userId)]))
    .executeTakeFirst();
}

/** A page of one side's conversations, latest message first (one case's when given), with the unread counts. */
export async function conversationsOf(
  db: AnyDb,
  userId: number,
  side: Sender,
  caseId: number | undefined,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; rows: Array<PartiesRow & { unread: number | string }> }> {
  const mine = side === 'client' ? 'v.client_id' : 'v.lawyer_id';
  let counted = db
    .selectFrom('conversations as v')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(mine, '=', userId);
  let listed = withParties(db)
    .select((eb) =>
      eb
        .selectFrom('messages as m')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('m.conversation_id', '=', 'v.id')
        .where('m.sender', '=', otherSide(side))
        .where('m.read_at', 'is', null)
        .as('unread'),
    )
    .where(mine, '=', userId);
  if (caseId !== undefined) {
    counted = counted.where('v.case_id', '=', caseId);
    listed = listed.where('v.case_id', '=', caseId);
  }
  const [count, rows] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    listed
      .orderBy(sql`coalesce(v.last_message_at, v.created_at)`, 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { count: Number(count.n), rows: rows.map((r) => ({ ...r, unread: r.unread ?? 0 })) };
}

/**
 * Takes the recipient's turn for an e-mail about the conversation: true, and the turn is theirs
 * until `at` plus the hour, when none was taken since `notBefore`; in one conditional update, so
 * that of two messages at once only one e-mails.
 */
export async function takeMailTurn(
  trx: AnyDb,
  id: number,
  recipient: Sender,
  at: string,
  notBefore: string,
): Promise<boolean> {
  const column = recipient === 'client' ? 'client_mailed_at' : 'lawyer_mailed_at';
  const taken = await trx
    .updateTable('conversations')
    .set({ [column]: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', notBefore)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}
