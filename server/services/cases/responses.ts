// Respond to Case (docs/decisions/0090-cases-leads-and-notifications.md): a verified, available
// lawyer answers a lead of theirs (the lead rule of ./leads.ts), once. A case takes RESPONSES_MAX
// responses, and a response updates its lawyer's response time and opens the conversation
// (docs/decisions/0125-fair-leads-and-response-time.md, docs/conversations.md).
import type { Transaction } from 'kysely';
import { RESPONSES_MAX } from '../../../src/api/cases-contract.ts';
import type { CaseResponse, ResponseCreate } from '../../../src/api/cases-contract.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { CaseRow, Database, Db } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { hasResponded, insertResponse, responseCount, responsesOf } from '../../repo/case-responses.ts';
import { holdOpenCase } from '../../repo/cases.ts';
import { lawyerFacts } from '../../repo/leads.ts';
import { notify } from '../../repo/notifications.ts';
import { keepLeadStart, refreshResponseTime } from '../../repo/response-times.ts';
import { isVerifiedNow } from '../../rules/lead-rule.ts';
import type { LeadLawyer } from '../../rules/lead-rule.ts';
import type { PhotoUrl } from '../../uploads/photo-url.ts';
import { openOnResponse } from '../conversations/open.ts';
import { anyCase, verdictFor } from './leads.ts';

const ALREADY_RESPONDED = 'You have already responded to this case.';
const CLOSED_TO_RESPONSES = 'This case is closed: it takes no more responses.';
const FULL = `This case has had the ${RESPONSES_MAX} responses a case can take: it takes no more.`;
const VERIFIED_ONLY = 'Only verified lawyers can respond to cases.';
export const UNAVAILABLE = 'You are not taking new cases: switch your availability on to respond to cases.';

/**
 * Writes a lawyer's response and tells the client, in the caller's transaction (the demo seed's
 * too), which holds the open case; 'full' when the case has had RESPONSES_MAX already. The
 * response opens their conversation, as its first message (docs/conversations.md), and updates
 * the lawyer's response time (docs/decisions/0125-fair-leads-and-response-time.md).
 */
export async function keepResponse(
  trx: Transaction<Database>,
  kase: Pick<CaseRow, 'id' | 'client_id' | 'title' | 'created_at'>,
  lawyer: Pick<LeadLawyer, 'id' | 'name' | 'verifiedAt'>,
  body: ResponseCreate,
  at: string,
): Promise<number | 'full'> {
  // counted after the case is held: of responses sent at once, each counts the ones before it
  const before = await responseCount(trx, kase.id);
  if (before >= RESPONSES_MAX) return 'full';
  const id = await insertResponse(trx, kase.id, lawyer.id, body, at);
  // the case became this lawyer's lead when it was posted, or when they were approved after that
  // (an approval dated after the response, as the demo's past can be, is not the one it came under)
  const approved = lawyer.verifiedAt;
  const leadAt =
    approved !== null && approved > kase.created_at && approved <= at ? approved : kase.created_at;
  await keepLeadStart(trx, id, leadAt);
  await refreshResponseTime(trx, lawyer.id, Date.parse(at));
  await openOnResponse(
    trx,
    { caseId: kase.id, clientId: kase.client_id, lawyerId: lawyer.id },
    body.message,
    at,
  );
  await notify(trx, [
    {
      userId: kase.client_id,
      kind: 'case_response',
      text:
        before + 1 === RESPONSES_MAX
          ? `${lawyer.name} responded to your case "${kase.title}". It has had the ${RESPONSES_MAX} responses a case can take: no more lawyers will respond.`
          : `${lawyer.name} responded to your case "${kase.title}"`,
      link: `/cases/${kase.id}`,
    },
  ]);
  return id;
}

/**
 * Respond to Case: a verified, available lawyer answers a lead of theirs, once. The response and
 * the client's notice are kept in one transaction that first holds the open case, so a close
 * either comes before (409) or waits; a second response of the lawyer, even sent at the same
 * moment, fails on the database's unique rule (409).
 */
export async function respond(
  db: Db,
  photoUrl: PhotoUrl,
  userId: number,
  caseId: number,
  body: ResponseCreate,
  now: number,
): Promise<CaseResponse> {
  const facts = await lawyerFacts(db, userId);
  if (!facts || !isVerifiedNow(facts, now)) throw new ApiError(403, VERIFIED_ONLY);
  // said before the case is looked up: it tells nothing of whether the case exists
  if (!facts.available) throw new ApiError(409, UNAVAILABLE);
  const row = await anyCase(db, caseId);
  const verdict = await verdictFor(db, row, facts, now);
  if (verdict === 'none' || verdict === 'dismissed') {
    if (await hasResponded(db, caseId, userId)) throw new ApiError(409, ALREADY_RESPONDED);
    throw notFound();
  }
  if (verdict === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
  if (verdict === 'full') {
    throw new ApiError(409, (await hasResponded(db, caseId, userId)) ? ALREADY_RESPONDED : FULL);
  }
  let kept: number | 'closed' | 'full';
  try {
    kept = await db.transaction().execute(async (trx) => {
      const kase = await holdOpenCase(trx, caseId);
      // dated by the app's clock, as the response time reads it
      return kase ? keepResponse(trx, kase, facts, body, new Date(now).toISOString()) : 'closed';
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ALREADY_RESPONDED);
    throw error;
  }
  if (kept === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
  if (kept === 'full') throw new ApiError(409, FULL);
  const [response] = await responsesOf(db, photoUrl, caseId, now, userId);
  if (!response) throw new Error(`response ${kept} was not kept`);
  return response;
}
