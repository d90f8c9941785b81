// Moving a consultation through its states (POST /api/consultations/{id}/<action>/): the state
// machine decides (server/rules/booking/transition.ts), and the change is stored only if no other
// change came first, with the notice to the other side in the same transaction
// (docs/decisions/0066-consultation-state-machine.md, docs/decisions/0096-booking-calls.md).
import { consultationActionSchema } from '../../../src/api/booking-contract.ts';
import type { Consultation } from '../../../src/api/booking-contract.ts';
import { isBookableStart } from '../../rules/booking/slots.ts';
import { transition } from '../../rules/booking/transition.ts';
import { MINUTE } from '../../rules/booking/wall-time.ts';
import type { Db } from '../../db/schema.ts';
import { isOverlapViolation } from '../../db/database.ts';
import { ApiError, fieldErrors, notFound } from '../../lib/errors.ts';
import { storeChange } from '../../repo/consultation-writes.ts';
import { activeBookings, consultationById } from '../../repo/consultations.ts';
import { lawyerFacts } from '../../repo/leads.ts';
import { shownTo } from '../../rules/disclosure.ts';
import { noShowReceipt } from '../../rules/booking/notices.ts';
import { isVerifiedNow } from '../../rules/lead-rule.ts';
import { noticeWithInvitations } from './invitations.ts';
import {
  CHANGED,
  TAKEN,
  Taken,
  bookingRulesOf,
  notificationOf,
  refusalOf,
  sideOf,
  slotTaken,
} from './shared.ts';

/** The calls' last path segment; a client's decline/ is the 'decline-proposal' action. */
export const ACTION_PATHS = [
  'confirm',
  'decline',
  'propose',
  'accept',
  'reschedule',
  'cancel',
  'complete',
  'no-show',
] as const;
export type ActionPath = (typeof ACTION_PATHS)[number];

const OVERLAP = 'You have another consultation at this time. Please choose another.';
const LAPSED_LAWYER =
  'Your verification has lapsed: you can cancel consultations, but not confirm them or propose times until you are verified again.';
const LAPSED_FOR_CLIENT =
  "This lawyer's verification has lapsed: they cannot take this consultation until they are verified again. You can cancel it.";
/** the actions that agree a time, or offer one: none with a lawyer whose verification has lapsed */
const AGREES_A_TIME: ReadonlySet<string> = new Set(['confirm', 'propose', 'accept']);

async function lawyerVerifiedNow(db: Db, c: Consultation, now: number): Promise<boolean> {
  const lawyer = await lawyerFacts(db, Number(c.lawyer.id));
  return lawyer !== undefined && isVerifiedNow(lawyer, now);
}

/**
 * Applies the call by the user to the consultation: the consultation as it now is, as the caller
 * sees it, or an ApiError (404 for anyone but its two parties).
 */
export async function move(
  db: Db,
  userId: number,
  id: number,
  path: ActionPath,
  body: Record<string, unknown>,
  now: number,
): Promise<Consultation> {
  const current = await consultationById(db, id, now);
  const side = current && sideOf(current, userId);
  if (!current || !side) throw notFound();
  const input = { ...body, type: side === 'client' && path === 'decline' ? 'decline-proposal' : path };
  const parsed = consultationActionSchema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, fieldErrors(parsed.error, input));
  const action = parsed.data;
  const result = transition(current, action, side, new Date(now));
  if (!result.ok) throw new ApiError(result.status, result.body);
  // a lapsed lawyer may still cancel, but agrees to no time until verified again
  if (AGREES_A_TIME.has(action.type) && !(await lawyerVerifiedNow(db, current, now))) {
    throw new ApiError(side === 'lawyer' ? 403 : 409, side === 'lawyer' ? LAPSED_LAWYER : LAPSED_FOR_CLIENT);
  }
  const next = result.consultation;
  const lawyerId = Number(current.lawyer.id);
  try {
    await db.transaction().execute(async (trx) => {
      let blockedUntil: string | undefined;
      if (action.type === 'propose' || action.type === 'reschedule') {
        const { availability, jurisdiction } = await bookingRulesOf(trx, lawyerId);
        const bookings = await activeBookings(trx, lawyerId, availability.bufferMinutes, now, id);
        // a new time obeys the booking rules (grid, notice, horizon, bank holidays, free); a lawyer
        // may offer one while not taking new bookings, and in a type they no longer offer, for a
        // consultation they already have (docs/decisions/0096-booking-calls.md)
        const at = { now: new Date(now), jurisdiction };
        const check =
          action.type === 'reschedule'
            ? isBookableStart(availability, bookings, action.startsAt, { ...at, type: next.type })
            : isBookableStart({ ...availability, available: true }, bookings, action.startsAt, at);
        if (!check.ok) throw refusalOf(check);
        blockedUntil = new Date(Date.parse(next.endsAt) + availability.bufferMinutes * MINUTE).toISOString();
      }
      // read before the transaction: stored only if no other change came since
      if (!(await storeChange(trx, next, current.sequence, blockedUntil))) throw new ApiError(409, CHANGED);
      const notices = [notificationOf(next, result.notice)];
      // a no-show report tells both sides (docs/decisions/0129-cancellation-policy-and-no-shows.md)
      if (action.type === 'no-show') notices.push(notificationOf(next, noShowReceipt(next, side)));
      // with the calendars' invitation when the change is news for them
      // (docs/decisions/0130-invitations-and-reminders.md)
      await noticeWithInvitations(trx, next, notices, side);
    });
  } catch (error) {
    if (error instanceof Taken || isOverlapViolation(error)) {
      const detail = side === 'lawyer' ? OVERLAP : TAKEN;
      throw await slotTaken(
        db,
        detail,
        { lawyerId, startsAt: next.startsAt, type: next.type, exceptId: id },
        now,
      );
    }
    throw error;
  }
  return shownTo(next, side);
}
