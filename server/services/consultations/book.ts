// Booking a consultation (POST /api/consultations/): the slot rules and the write in one
// transaction, and the database's overlap rule behind them, so two clients who pick one time at
// the same moment get one booking and one 409 with other times to choose from
// (docs/decisions/0065-slots-on-a-london-grid.md, docs/decisions/0096-booking-calls.md).
import { feeFor } from '../../../src/api/booking-contract.ts';
import type { BookingRequest, Consultation } from '../../../src/api/booking-contract.ts';
import { isBookableStart } from '../../rules/booking/slots.ts';
import { MINUTE } from '../../rules/booking/wall-time.ts';
import { isOverlapViolation } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { insertConsultation } from '../../repo/consultation-writes.ts';
import { activeBookings, waitingOf } from '../../repo/consultations.ts';
import { caseById } from '../../repo/cases.ts';
import { offeredFee } from '../../repo/case-responses.ts';
import { notify } from '../../repo/notifications.ts';
import { feesOf } from '../../repo/profiles.ts';
import { holdAccount } from '../../repo/users.ts';
import { noticeFor } from '../../rules/booking/notices.ts';
import { openOnBooking } from '../conversations/open.ts';
import { bookingRefusal } from '../../rules/limits.ts';
import {
  LAWYER_NOT_FOUND,
  TAKEN,
  Taken,
  bookingRulesOf,
  notificationOf,
  refusalOf,
  slotTaken,
  verifiedLawyer,
} from './shared.ts';

const NOT_YOUR_CASE = 'Choose one of your own cases.';
const CASE_CLOSED = 'This case is closed. Choose one of your open cases, or book without a case.';

/** A row id in the text of an id, or undefined for text that names no row. */
const rowId = (id: string): number | undefined => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined);

async function ownCaseId(db: Db, clientId: number, id: string | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const number = rowId(id);
  const row = number === undefined ? undefined : await caseById(db, number);
  if (!row || row.client_id !== clientId) throw new ApiError(400, { caseId: [NOT_YOUR_CASE] });
  // a closed case no longer invites booking (docs/decisions/0116-one-fee-rule.md)
  if (row.status !== 'open') throw new ApiError(400, { caseId: [CASE_CLOSED] });
  return row.id;
}

/** Books the time for the client: the consultation as kept ('requested'), or an ApiError. */
export async function book(
  db: Db,
  clientId: number,
  body: BookingRequest,
  now: number,
): Promise<Consultation> {
  const lawyerNumber = rowId(body.lawyerId);
  if (lawyerNumber === undefined) throw new ApiError(404, LAWYER_NOT_FOUND);
  const lawyer = await verifiedLawyer(db, lawyerNumber, now);
  const caseId = await ownCaseId(db, clientId, body.caseId);
  const startsAt = new Date(body.startsAt).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      // the client's requests take turns, so that requests sent at once count against each other
      await holdAccount(trx, clientId);
      const refused = bookingRefusal(await waitingOf(trx, clientId, lawyer.id, now));
      if (refused) throw new ApiError(409, refused);
      const { availability, jurisdiction } = await bookingRulesOf(trx, lawyer.id);
      const bookings = await activeBookings(trx, lawyer.id, availability.bufferMinutes, now);
      const check = isBookableStart(availability, bookings, body.startsAt, {
        now: new Date(now),
        jurisdiction,
        type: body.type,
      });
      if (!check.ok) throw refusalOf(check, 'type');
      const [profile, offered] = await Promise.all([
        feesOf(trx, lawyer.id),
        caseId === null ? null : offeredFee(trx, caseId, lawyer.id),
      ]);
      const { durationMinutes, bufferMinutes } = availability;
      const end = Date.parse(startsAt) + durationMinutes * MINUTE;
      const at = new Date(now).toISOString();
      const kept = await insertConsultation(trx, {
        lawyerId: lawyer.id,
        clientId,
        caseId,
        type: body.type,
        startsAt,
        endsAt: new Date(end).toISOString(),
        blockedUntil: new Date(end + bufferMinutes * MINUTE).toISOString(),
        // the one fee rule (docs/decisions/0116-one-fee-rule.md)
        feePence: feeFor(profile?.hourly_rate_pence, durationMinutes, offered, profile?.first_fee_pence),
        joinUrl: body.type === 'video' ? availability.meetingUrl : null,
        address: body.type === 'in_person' ? availability.officeAddress : null,
        // only a phone consultation needs the number; nothing more is kept than is used
        phone: body.type === 'phone' ? (body.phone ?? null) : null,
        note: body.note ? body.note : null,
        // the policy shown before booking binds this consultation (docs/decisions/0129-cancellation-policy-and-no-shows.md)
        freeUntilHours: availability.cancellationPolicy.freeUntilHours,
        at,
      });
      await notify(trx, [notificationOf(kept, noticeFor(kept, 'client', 'consultation_requested'))]);
      // a consultation about a case opens their conversation about it (docs/conversations.md)
      if (caseId !== null) await openOnBooking(trx, { caseId, clientId, lawyerId: lawyer.id }, at);
      return kept;
    });
  } catch (error) {
    if (error instanceof Taken || isOverlapViolation(error)) {
      throw await slotTaken(db, TAKEN, { lawyerId: lawyer.id, startsAt, type: body.type }, now);
    }
    throw error;
  }
}
