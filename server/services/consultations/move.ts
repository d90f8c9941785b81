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
import { availabilityOf } from '../../repo/availability.ts';
import { storeChange } from '../../repo/consultation-writes.ts';
import { activeBookings, consultationById } from '../../repo/consultations.ts';
import { notify } from '../../repo/notifications.ts';
import { shownTo } from '../../rules/disclosure.ts';
import { CHANGED, TAKEN, Taken, notificationOf, refusalOf, sideOf, slotTaken } from './shared.ts';

/** The calls' last path segment; a client's decline/ is the 'decline-proposal' action. */
export const ACTION_PATHS = [
  'confirm',
  'decline',
  'propose',
  'accept',
  'reschedule',
  'cancel',
  'complete',
] as const;
export type ActionPath = (typeof ACTION_PATHS)[number];

const OVERLAP = 'You have another consultation at this time. Please choose another.';

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
  const current = await consultationById(db, id);
  const side = current && sideOf(current, userId);
  if (!current || !side) throw notFound();
  const input = { ...body, type: side === 'client' && path === 'decline' ? 'decline-proposal' : path };
  const parsed = consultationActionSchema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, fieldErrors(parsed.error, input));
  const action = parsed.data;
  const result = transition(current, action, side, new Date(now));
  if (!result.ok) throw new ApiError(result.status, result.body);
  const next = result.consultation;
  const lawyerId = Number(current.lawyer.id);
  try {
    await db.transaction().execute(async (trx) => {
      let blockedUntil: string | undefined;
      if (action.type === 'propose' || action.type === 'reschedule') {
        const availability = await availabilityOf(trx, lawyerId);
        // a client picks from the times the lawyer offers; a lawyer may offer any free time,
        // and the database alone decides whether it is free
        if (action.type === 'reschedule') {
          const bookings = await activeBookings(trx, lawyerId, availability.bufferMinutes, now, id);
          const check = isBookableStart(availability, bookings, next.startsAt, new Date(now), next.type);
          if (!check.ok) throw refusalOf(check);
        }
        blockedUntil = new Date(Date.parse(next.endsAt) + availability.bufferMinutes * MINUTE).toISOString();
      }
      // read before the transaction: stored only if no other change came since
      if (!(await storeChange(trx, next, current.sequence, blockedUntil))) throw new ApiError(409, CHANGED);
      await notify(trx, [notificationOf(next, result.notice)]);
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
