// Queries of cases: a client's cases, one case, writing, changing, closing and hiding one. The
// use cases (who is told, what is refused) are server/services/cases/; who may see or answer a
// case is the lead rule's (server/rules/lead-rule.ts;
// docs/decisions/0090-cases-leads-and-notifications.md).
import type { Kysely } from 'kysely';
import type { Case, CasePatch, Urgency } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import type { Answers } from '../../src/api/intake-answer-checks.ts';
import { nowIso } from '../db/database.ts';
import type { CaseRow, Database } from '../db/schema.ts';
import type { CasePlace } from '../rules/lead-rule.ts';

type AnyDb = Kysely<Database>;

export interface NewCase {
  title: string;
  description: string;
  location: string;
  /** null: the description fits none of the eight areas and the client chose none */
  category: Category | null;
  urgency: Urgency;
  /** none: {} */
  answers?: Answers;
}

/** The kept answers (docs/decisions/0132-follow-up-questions-and-time-limits.md); a value that
 * does not read as an object of strings is none. */
export function answersOf(json: string): Answers {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Answers;
  } catch {
    return {};
  }
}

const placeColumns = (place: CasePlace) => ({
  place_key: place.key,
  jurisdiction: place.jurisdiction,
  lat: place.latDegrees,
  lon: place.lonDegrees,
});

/** The case as the wire shows it; a row known to have an area (a lead's) keeps that in its type. */
export const caseView = <R extends CaseRow>(row: R, responseCount: number): Case & Pick<R, 'category'> => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  location: row.location,
  category: row.category,
  urgency: row.urgency,
  status: row.status,
  createdAt: row.created_at,
  closedAt: row.closed_at,
  responseCount,
  answers: answersOf(row.answers),
});

export function caseById(db: AnyDb, id: number): Promise<CaseRow | undefined> {
  return db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCase(
  db: AnyDb,
  clientId: number,
  input: NewCase,
  place: CasePlace,
  at: string,
): Promise<CaseRow> {
  return db
    .insertInto('cases')
    .values({
      client_id: clientId,
      ...input,
      answers: JSON.stringify(input.answers ?? {}),
      ...placeColumns(place),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many open cases the client has, and when they posted each case since `since`, oldest first. */
export async function caseCounts(
  db: AnyDb,
  clientId: number,
  since: string,
): Promise<{ open: number; postedSince: string[] }> {
  const [open, posted] = await Promise.all([
    db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('client_id', '=', clientId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cases')
      .select('created_at')
      .where('client_id', '=', clientId)
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .execute(),
  ]);
  return { open: Number(open.n), postedSince: posted.map((r) => r.created_at) };
}

/** A page of a client's cases, newest first, with how many responses each has; and how many in all. */
export async function casesOfClient(
  db: AnyDb,
  clientId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; results: Case[] }> {
  const counted = db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('cases as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('case_responses as r')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('r.case_id', '=', 'c.id')
        .as('response_count'),
    )
    .where('c.client_id', '=', clientId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    count: Number((await counted).n),
    results: rows.map(({ response_count, ...row }) => caseView(row, Number(response_count ?? 0))),
  };
}

/**
 * Holds an open case's row until the caller's transaction ends (a write that changes nothing),
 * so that of two writes sent at once the second waits and then sees the first: its client, title
 * and area as they are; undefined when it is not open (or not this client's, when given).
 */
export function holdOpenCase(trx: AnyDb, id: number, clientId?: number) {
  let query = trx
    .updateTable('cases')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('status', '=', 'open');
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return query.returning(['id', 'client_id', 'title', 'category', 'created_at']).executeTakeFirst();
}

export function updateCase(
  trx: AnyDb,
  id: number,
  patch: CasePatch,
  place: CasePlace | undefined,
): Promise<CaseRow> {
  const { answers, ...fields } = patch;
  return trx
    .updateTable('cases')
    .set({
      ...fields,
      ...(answers ? { answers: JSON.stringify(answers) } : {}),
      ...(place ? placeColumns(place) : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Closes the client's case; closing a closed one changes nothing. */
export async function closeCase(db: AnyDb, id: number, clientId: number): Promise<CaseRow | undefined> {
  const at = nowIso();
  await db
    .updateTable('cases')
    .set({ status: 'closed', closed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('status', '=', 'open')
    .execute();
  return caseById(db, id);
}

/** Hides a lead from the lawyer; hiding it again changes nothing. */
/** Takes a lawyer's dismissal back; none to take back changes nothing. */
export async function undismissCase(db: AnyDb, caseId: number, lawyerId: number): Promise<void> {
  await db
    .deleteFrom('case_dismissals')
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .execute();
}

export async function dismissCase(db: AnyDb, caseId: number, lawyerId: number): Promise<void> {
  await db
    .insertInto('case_dismissals')
    .values({ case_id: caseId, lawyer_id: lawyerId, dismissed_at: nowIso() })
    .onConflict((oc) => oc.columns(['case_id', 'lawyer_id']).doNothing())
    .execute();
}
