// What the case routes share: their messages, the path parameter, and the look-ups that answer
// 404 for a case that is not the caller's to see (docs/decisions/0090-cases-leads-and-notifications.md).
// The client's routes are in cases.ts, the lawyer's in leads.ts.
import { z } from 'zod';
import type { Category } from '../../src/api/contract.ts';
import { casePlace, lawyerFacts } from '../cases/leads.ts';
import type { CasePlace, LeadLawyer } from '../cases/leads.ts';
import type { AppContext } from '../context.ts';
import type { CaseRow } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { pathId } from '../http/route-schemas.ts';
import { classify } from '../match/classify.ts';
import { described } from '../openapi/operation.ts';

// spec §5 has no rule on places: this API keeps only cases in a UK place it knows, so that a
// case can reach the lawyers near it (docs/decisions/0063-uk-places-and-jurisdictions.md)
export const PLACE_UNKNOWN =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';
export const CATEGORY_UNCLEAR =
  'Choose the area of law: the description does not say clearly enough which one it is.';
export const CLOSED_TO_CHANGES = 'This case is closed: it can no longer be changed.';

export const caseId = () => z.object({ id: described(pathId(), "The case's id.") });
export const NOT_YOURS =
  "A case that is not the caller's to see answers 404, not 403: whether it exists is not told.";

/** The classifier cannot tell: the client is asked to choose (400 with CATEGORY_UNCLEAR). */
export const ASK_THE_CLIENT = 'ask';

/**
 * Without the client's choice: the classifier's area when it is sure and some words of the
 * description point to it; null when it finds no area of law in it at all (a will, a faulty
 * toaster), and the case is kept without one, a lead for no one; ASK_THE_CLIENT when it is unsure
 * between areas, or sure on the statistical model's opinion alone, where a guess could send the
 * case to the wrong lawyers (docs/decisions/0061-classifier-says-when-it-is-unsure.md,
 * docs/decisions/0091-availability-switch-and-live-figures.md).
 */
export function classifiedCategory(
  title: string,
  description: string,
): Category | null | typeof ASK_THE_CLIENT {
  const reading = classify(`${title}. ${description}`);
  if (reading.verdict === 'none') return null;
  return reading.verdict === 'sure' && reading.evidence.length > 0 ? reading.category : ASK_THE_CLIENT;
}

/** The place a case keeps, or 400 on `location`. */
export function placeOf(location: string): CasePlace {
  const place = casePlace(location);
  if (!place) throw new ApiError(400, { location: [PLACE_UNKNOWN] });
  return place;
}

/** The client's own case, or 404. */
export async function ownCase(ctx: AppContext, id: number, clientId: number): Promise<CaseRow> {
  const row = await ctx.cases.byId(id);
  if (!row || row.client_id !== clientId) throw notFound();
  return row;
}

/** The lawyer as the lead rule reads them, or 404 for a lawyer with no profile. */
export async function asLawyer(ctx: AppContext, userId: number): Promise<LeadLawyer> {
  const facts = await lawyerFacts(ctx.db, userId);
  if (!facts) throw notFound();
  return facts;
}

/** The case, or 404. */
export async function anyCase(ctx: AppContext, id: number): Promise<CaseRow> {
  const row = await ctx.cases.byId(id);
  if (!row) throw notFound();
  return row;
}
