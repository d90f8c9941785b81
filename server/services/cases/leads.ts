// The lawyer's side of cases (docs/decisions/0090-cases-leads-and-notifications.md): the lead
// rule (server/rules/lead-rule.ts) applied to what server/repo/leads.ts reads, a lawyer's leads
// and one lead, whom a new case tells, and hiding a lead; Respond to Case is ./responses.ts's. A
// lawyer learns the client's first name only, and a case that is not theirs to see is not found.
// An unavailable lawyer has no leads (docs/decisions/0091-availability-switch-and-live-figures.md).
import type { Kysely } from 'kysely';
import type { CaseDetail, Lead } from '../../../src/api/cases-contract.ts';
import type { CaseRow, Database, Db } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { hasResponded, responseCount, responsesOf } from '../../repo/case-responses.ts';
import { caseById, caseView, dismissCase, undismissCase } from '../../repo/cases.ts';
import {
  PAGE,
  availableLawyersOf,
  isDismissed,
  lawyerFacts,
  leadRowsNear,
  openCasesNear,
} from '../../repo/leads.ts';
import type { Cursor, LeadRow } from '../../repo/leads.ts';
import { hasConversation } from '../../repo/conversations.ts';
import { notify } from '../../repo/notifications.ts';
import { userById } from '../../repo/users.ts';
import { firstName } from '../../rules/disclosure.ts';
import {
  distanceOf,
  isAvailable,
  isVerifiedNow,
  kmBetween,
  leadCase,
  verdict,
  verdictOf,
} from '../../rules/lead-rule.ts';
import type { KeptCase, LeadLawyer, Verdict } from '../../rules/lead-rule.ts';
import type { PhotoUrl } from '../../uploads/photo-url.ts';

/**
 * A new case notifies the lawyers it is a lead for at that moment, the nearest this many: more
 * lawyers than a client could hear from, and a bound on what one case writes in its transaction
 * however many lawyers an area has. Lawyers further away still see it in their leads.
 */
export const FAN_OUT_MAX = 50;

/** The rule for one case and one lawyer, with its responses and the lawyer's dismissal read from the database. */
export async function verdictFor(db: Db, row: CaseRow, lawyer: LeadLawyer, now: number): Promise<Verdict> {
  const [dismissed, responses] = await Promise.all([
    isDismissed(db, row.id, lawyer.id),
    responseCount(db, row.id),
  ]);
  return verdictOf({ ...row, response_count: responses }, lawyer, { now, dismissed });
}

/** Reads page after page, newest first, and keeps the leads among them: at most `max`. */
async function leadsAmong<R extends CaseRow & Pick<KeptCase, 'response_count'>>(
  page: (after: Cursor | undefined) => Promise<R[]>,
  lawyer: LeadLawyer,
  now: number,
  max: number,
): Promise<R[]> {
  if (!isVerifiedNow(lawyer, now) || !isAvailable(lawyer)) return [];
  const found: R[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) {
      if (verdict(leadCase(row), lawyer, { now, dismissed: false }) === 'lead') found.push(row);
      if (found.length >= max) return found;
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return found;
    after = last;
  }
}

/** The lawyer's leads, newest first, with the client's name and whether they responded. */
export function leadsOf(db: Db, lawyer: LeadLawyer, now: number): Promise<LeadRow[]> {
  return leadsAmong((after) => leadRowsNear(db, lawyer, after), lawyer, now, Number.POSITIVE_INFINITY);
}

/** How many of the lawyer's leads were posted since `since` (an ISO instant): all of them, not only those listed. */
export async function countLeadsSince(
  db: Db,
  lawyer: LeadLawyer,
  now: number,
  since: string,
): Promise<number> {
  const page = (after: Cursor | undefined) => openCasesNear(db, lawyer, { since, after }).execute();
  return (await leadsAmong(page, lawyer, now, Number.POSITIVE_INFINITY)).length;
}

/** Whom a new case is a lead for, nearest first, at most FAN_OUT_MAX; no one for a case without an area. */
export async function lawyersToTell(db: Kysely<Database>, row: CaseRow, now: number): Promise<LeadLawyer[]> {
  if (row.category === null) return [];
  // a new case has no responses
  const kase = leadCase({ ...row, response_count: 0 });
  return (await availableLawyersOf(db, row.category))
    .filter((lawyer) => verdict(kase, lawyer, { now, dismissed: false }) === 'lead')
    .map((lawyer) => ({ lawyer, km: kmBetween(kase.place, lawyer.place) ?? 0 }))
    .sort((a, b) => a.km - b.km || a.lawyer.id - b.lawyer.id)
    .slice(0, FAN_OUT_MAX)
    .map(({ lawyer }) => lawyer);
}

/** Tells each lawyer a case is a lead for at this moment, in the caller's transaction. */
export async function tellLawyers(
  trx: Kysely<Database>,
  row: CaseRow,
  placeName: string,
  now: number,
): Promise<void> {
  const lawyers = await lawyersToTell(trx, row, now);
  await notify(
    trx,
    lawyers.map((lawyer) => ({
      userId: lawyer.id,
      kind: 'new_lead',
      text: `New case in ${row.category} near ${placeName}: "${row.title}"`,
      // the lawyer's page of the lead in the SPA; the client's own page of a case is /cases/{id}
      link: `/leads/${row.id}`,
    })),
  );
}

/** The lawyer as the lead rule reads them, or 404 for a lawyer with no profile. */
async function asLawyer(db: Db, userId: number): Promise<LeadLawyer> {
  const facts = await lawyerFacts(db, userId);
  if (!facts) throw notFound();
  return facts;
}

/** The case, or 404. */
export async function anyCase(db: Db, id: number): Promise<CaseRow> {
  const row = await caseById(db, id);
  if (!row) throw notFound();
  return row;
}

/** The lawyer's open leads, newest first, as their list shows them. */
export async function leadList(
  db: Db,
  userId: number,
  now: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; results: Lead[] }> {
  const facts = await lawyerFacts(db, userId);
  if (!facts) return { count: 0, results: [] };
  // the rule decides on every row, so every lead is read to know how many there are
  const rows = await leadsOf(db, facts, now);
  return {
    count: rows.length,
    results: rows.slice(offset, offset + limit).map(({ client_name, responded, ...row }): Lead => {
      // a lead says how many have answered, of RESPONSES_MAX, never who
      // (docs/decisions/0125-fair-leads-and-response-time.md)
      return {
        ...caseView(row, row.response_count),
        clientFirstName: firstName(client_name),
        responded,
        distance: distanceOf(row, facts),
      };
    }),
  };
}

/**
 * A case as a lawyer sees it: a lead of theirs, one they responded to, or one they have a
 * conversation about (a consultation named it, docs/conversations.md); else 404.
 */
export async function leadDetail(
  db: Db,
  photoUrl: PhotoUrl,
  userId: number,
  id: number,
  now: number,
): Promise<CaseDetail> {
  const row = await anyCase(db, id);
  const facts = await asLawyer(db, userId);
  const [verdict, responded] = await Promise.all([
    verdictFor(db, row, facts, now),
    hasResponded(db, id, userId),
  ]);
  if (verdict !== 'lead' && !responded && !(await hasConversation(db, id, userId))) throw notFound();
  const [owner, responses, count] = await Promise.all([
    userById(db, row.client_id),
    responsesOf(db, photoUrl, id, now, userId),
    responseCount(db, id),
  ]);
  return {
    // a lawyer sees their own response only, and of the others how many there are
    ...caseView(row, count),
    responses,
    clientFirstName: firstName(owner?.name ?? ''),
    responded,
  };
}

/** Hides a lead from the lawyer; a case that is no lead of theirs is not found. */
export async function dismiss(db: Db, userId: number, caseId: number, now: number): Promise<void> {
  const row = await anyCase(db, caseId);
  const facts = await asLawyer(db, userId);
  if ((await verdictFor(db, row, facts, now)) === 'none') throw notFound();
  await dismissCase(db, caseId, userId);
}

/** Undo of a dismissal: the lead is the lawyer's again. A case that would be no lead of theirs
 * with the dismissal gone (closed meanwhile, another area) is not found
 * (docs/decisions/0119-smaller-things.md); a lead never dismissed stays as it is. */
export async function undismiss(db: Db, userId: number, caseId: number, now: number): Promise<void> {
  const row = await anyCase(db, caseId);
  const facts = await asLawyer(db, userId);
  const verdict = await verdictFor(db, row, facts, now);
  if (verdict !== 'dismissed' && verdict !== 'lead') throw notFound();
  await undismissCase(db, caseId, userId);
}
