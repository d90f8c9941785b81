// The client's side of cases (docs/decisions/0090-cases-leads-and-notifications.md): keeping a
// case, which tells the lawyers it is a lead for; one of their cases with its responses and the
// consultations booked about it; changing and closing one. A case that is not the client's is not
// found. The place must be a UK place this API knows, and the area the client's choice or the
// classifier's when it is sure (docs/decisions/0061-classifier-says-when-it-is-unsure.md,
// docs/decisions/0063-uk-places-and-jurisdictions.md).
import type { Kysely } from 'kysely';
import type { Case, CaseCreate, CaseDetail, CasePatch } from '../../../src/api/cases-contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { nowIso } from '../../db/database.ts';
import type { CaseRow, Database, Db } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { responseCount, responsesOf } from '../../repo/case-responses.ts';
import {
  caseById,
  caseCounts,
  caseView,
  closeCase,
  holdOpenCase,
  insertCase,
  updateCase,
} from '../../repo/cases.ts';
import type { NewCase } from '../../repo/cases.ts';
import { consultationsOfCase } from '../../repo/consultations.ts';
import { holdAccount } from '../../repo/users.ts';
import { classify } from '../../rules/classifier/classify.ts';
import { shownTo } from '../../rules/disclosure.ts';
import { casePlace } from '../../rules/lead-rule.ts';
import { DAY_MS, caseRefusal } from '../../rules/limits.ts';
import type { CasePlace } from '../../rules/lead-rule.ts';
import type { PhotoUrl } from '../../uploads/photo-url.ts';
import { keptAnswers, urgencyOf } from './case-answers.ts';
import { tellLawyers } from './leads.ts';

// spec §5 has no rule on places: this API keeps only cases in a UK place it knows, so that a
// case can reach the lawyers near it (docs/decisions/0063-uk-places-and-jurisdictions.md)
export const PLACE_UNKNOWN =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';
export const CATEGORY_UNCLEAR =
  'Choose the area of law: the description does not say clearly enough which one it is.';
const CLOSED_TO_CHANGES = 'This case is closed: it can no longer be changed.';

/** The classifier cannot tell: the client is asked to choose (400 with CATEGORY_UNCLEAR). */
const ASK_THE_CLIENT = 'ask';

/**
 * Without the client's choice: the classifier's area when it is sure and some words of the
 * description point to it; null when it finds no area of law in it at all (a will, a faulty
 * toaster), and the case is kept without one, a lead for no one; ASK_THE_CLIENT when it is unsure
 * between areas, or sure on the statistical model's opinion alone, where a guess could send the
 * case to the wrong lawyers (docs/decisions/0061-classifier-says-when-it-is-unsure.md,
 * docs/decisions/0091-availability-switch-and-live-figures.md).
 */
function classifiedCategory(title: string, description: string): Category | null | typeof ASK_THE_CLIENT {
  const reading = classify(`${title}. ${description}`);
  if (reading.verdict === 'none') return null;
  return reading.verdict === 'sure' && reading.evidence.length > 0 ? reading.category : ASK_THE_CLIENT;
}

/**
 * Writes a case and, in the caller's transaction, tells each lawyer it is a lead for at that
 * moment (the nearest FAN_OUT_MAX). The call and the demo seed keep cases through it.
 */
export async function keepCase(
  trx: Kysely<Database>,
  clientId: number,
  input: NewCase,
  place: CasePlace,
  when: { now: number; at: string },
): Promise<CaseRow> {
  const row = await insertCase(trx, clientId, input, place, when.at);
  await tellLawyers(trx, row, place.name, when.now);
  return row;
}

/** Keeps the client's case, or 400 with a message on `location` and/or `category`. */
export async function createCase(db: Db, clientId: number, body: CaseCreate, now: number): Promise<Case> {
  const { title, description, location } = body;
  const place = casePlace(location);
  const category = body.category ?? classifiedCategory(title, description);
  const errors: Record<string, string[]> = {};
  if (!place) errors.location = [PLACE_UNKNOWN];
  if (category === ASK_THE_CLIENT) errors.category = [CATEGORY_UNCLEAR];
  if (!place || category === ASK_THE_CLIENT) throw new ApiError(400, errors);
  // the answers to the area's follow-up questions, which set the urgency the client left unchosen
  const answers = keptAnswers(category, body.answers ?? {}, now);
  const urgency = urgencyOf(body.urgency, category, answers, now);
  const row = await db.transaction().execute(async (trx) => {
    // the client's cases take turns, so that cases sent at once are counted against each other
    await holdAccount(trx, clientId);
    const refused = caseRefusal(await caseCounts(trx, clientId, new Date(now - DAY_MS).toISOString()), now);
    if (refused) {
      const wait = refused.retryAfterSeconds;
      throw new ApiError(429, refused.detail, wait === undefined ? {} : { 'retry-after': String(wait) });
    }
    return keepCase(trx, clientId, { title, description, location, category, urgency, answers }, place, {
      now,
      at: nowIso(),
    });
  });
  return caseView(row, 0);
}

/** The client's own case, or 404. */
async function ownCase(db: Db, id: number, clientId: number): Promise<CaseRow> {
  const row = await caseById(db, id);
  if (!row || row.client_id !== clientId) throw notFound();
  return row;
}

/** The client's case with every response and the consultations booked about it. */
export async function clientCaseDetail(
  db: Db,
  photoUrl: PhotoUrl,
  clientId: number,
  id: number,
  now: number,
): Promise<CaseDetail> {
  const row = await ownCase(db, id, clientId);
  const [responses, consultations] = await Promise.all([
    responsesOf(db, photoUrl, id, now),
    consultationsOfCase(db, id, now),
  ]);
  return {
    ...caseView(row, responses.length),
    responses,
    clientFirstName: null,
    // the owner's bookings about this case, as the client sees them (docs/decisions/0096-booking-calls.md)
    consultations: consultations.map((c) => shownTo(c, 'client')),
  };
}

/**
 * Changes an open case of the client. A case kept without an area that is given one now reaches
 * lawyers for the first time: they are told as of a new case, in the same transaction; any other
 * change tells no one anew. 409 for a closed case.
 */
export async function changeCase(
  db: Db,
  clientId: number,
  id: number,
  patch: CasePatch,
  now: number,
): Promise<Case> {
  const row = await ownCase(db, id, clientId);
  if (row.status !== 'open') throw new ApiError(409, CLOSED_TO_CHANGES);
  let place: CasePlace | undefined;
  if (patch.location !== undefined) {
    place = casePlace(patch.location);
    if (!place) throw new ApiError(400, { location: [PLACE_UNKNOWN] });
  }
  // answers are checked as when the case was kept, against its area as it will be
  const changes: CasePatch = patch.answers
    ? { ...patch, answers: keptAnswers(patch.category ?? row.category, patch.answers, now) }
    : patch;
  const changed = await db.transaction().execute(async (trx) => {
    // held first: of two changes sent at once only one sees the case without an area, and its
    // lawyers are told once
    const before = await holdOpenCase(trx, id, clientId);
    if (!before) return undefined;
    const after = await updateCase(trx, id, changes, place);
    if (before.category === null && after.category !== null) {
      await tellLawyers(trx, after, place?.name ?? casePlace(after.location)?.name ?? after.location, now);
    }
    return after;
  });
  if (!changed) throw new ApiError(409, CLOSED_TO_CHANGES);
  return caseView(changed, await responseCount(db, id));
}

/** Closes the client's case; closing a closed one changes nothing. */
export async function closeOwnCase(db: Db, clientId: number, id: number): Promise<Case> {
  await ownCase(db, id, clientId);
  const row = await closeCase(db, id, clientId);
  if (!row) throw notFound();
  return caseView(row, await responseCount(db, id));
}
