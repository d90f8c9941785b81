// Booking a consultation (POST /api/consultations/): the slot rules and the write in one
// transaction, and the database's overlap rule behind them, so two clients who pick one time at
// the same moment get one booking and one 409 with other times to choose from
// (docs/decisions/0065-slots-on-a-london-grid.md, docs/decisions/0096-booking-calls.md).
import { feeFor } from '../../src/api/booking-contract.ts';
import type { BookingRequest, Consultation, OfferedFee } from '../../src/api/booking-contract.ts';
import { isBookableStart } from '../booking/slots.ts';
import { MINUTE } from '../booking/wall-time.ts';
import type { AppContext } from '../context.ts';
import { isOverlapViolation } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { availabilityOf } from '../repo/availability.ts';
import { insertConsultation } from '../repo/consultation-writes.ts';
import { activeBookings } from '../repo/consultations.ts';
import { notify } from '../repo/notifications.ts';
import { LAWYER_NOT_FOUND, TAKEN, Taken, noticeTo, refusalOf, slotTaken, verifiedLawyer } from './shared.ts';

const NOT_YOUR_CASE = 'Choose one of your own cases.';

/** A row id in the text of an id, or undefined for text that names no row. */
const rowId = (id: string): number | undefined => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined);

/** The fee the lawyer offered in a response to the case, if any. */
async function offeredFee(db: Db, caseId: number | null, lawyerId: number): Promise<OfferedFee | null> {
  if (caseId === null) return null;
  const row = await db
    .selectFrom('case_responses')
    .select(['fee_kind', 'fee_pence'])
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return row?.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null;
}

async function ownCaseId(ctx: AppContext, clientId: number, id: string | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const number = rowId(id);
  const row = number === undefined ? undefined : await ctx.cases.byId(number);
  if (!row || row.client_id !== clientId) throw new ApiError(400, { caseId: [NOT_YOUR_CASE] });
  return row.id;
}

/** Books the time for the client: the consultation as kept ('requested'), or an ApiError. */
export async function book(
  ctx: AppContext,
  clientId: number,
  body: BookingRequest,
  now: number,
): Promise<Consultation> {
  const lawyerNumber = rowId(body.lawyerId);
  if (lawyerNumber === undefined) throw new ApiError(404, LAWYER_NOT_FOUND);
  const lawyer = await verifiedLawyer(ctx.db, lawyerNumber, now);
  const caseId = await ownCaseId(ctx, clientId, body.caseId);
  const startsAt = new Date(body.startsAt).toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const availability = await availabilityOf(trx, lawyer.id);
      const bookings = await activeBookings(trx, lawyer.id, availability.bufferMinutes, now);
      const check = isBookableStart(availability, bookings, startsAt, new Date(now), body.type);
      if (!check.ok) throw refusalOf(check, 'type');
      const [profile, offered] = await Promise.all([
        trx
          .selectFrom('lawyer_profiles')
          .select('hourly_rate_pence')
          .where('user_id', '=', lawyer.id)
          .executeTakeFirst(),
        offeredFee(trx, caseId, lawyer.id),
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
        feePence: feeFor(profile?.hourly_rate_pence, durationMinutes, offered),
        joinUrl: body.type === 'video' ? availability.meetingUrl : null,
        address: body.type === 'in_person' ? availability.officeAddress : null,
        // only a phone consultation needs the number; nothing more is kept than is used
        phone: body.type === 'phone' ? (body.phone ?? null) : null,
        note: body.note ? body.note : null,
        at,
      });
      await notify(trx, [noticeTo(kept, 'client', 'consultation_requested')]);
      return kept;
    });
  } catch (error) {
    if (error instanceof Taken || isOverlapViolation(error)) {
      throw await slotTaken(ctx.db, TAKEN, { lawyerId: lawyer.id, startsAt, type: body.type }, now);
    }
    throw error;
  }
}
