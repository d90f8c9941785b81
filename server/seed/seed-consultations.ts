// The demo lawyer's booking settings and a few consultations with the demo client, dated from the
// first start: one completed last week, one confirmed in the coming days, and one requested about
// the client's family case, waiting for the lawyer (docs/decisions/0096-booking-calls.md). The rest
// of the demo lawyer's next weeks stays free to book. Runs once, after the demo cases.
import type { Kysely } from 'kysely';
import { LONDON, availabilitySchema, feeFor } from '../../src/api/booking-contract.ts';
import type { Availability, ConsultationStatus, ConsultationType } from '../../src/api/booking-contract.ts';
import type { BookedTime } from '../rules/booking/slots.ts';
import { freeSlots } from '../rules/booking/slots.ts';
import { HOUR, MINUTE, addDays, isoWeekday, wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import type { Database, Db } from '../db/schema.ts';
import { consultationById } from '../repo/consultations.ts';
import { notify } from '../repo/notifications.ts';
import { noticeFor } from '../rules/booking/notices.ts';
import { bookingRulesOf, notificationOf } from '../services/consultations/shared.ts';
import { openOnBooking } from '../services/conversations/open.ts';
import type { BookingRules } from '../services/consultations/shared.ts';
import { claim } from './claim.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL } from './demo-data.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

/** Weekdays with a lunch hour, every kind of consultation, the defaults otherwise. */
const DEMO_AVAILABILITY: Availability = availabilitySchema.parse({
  weekly: WEEKDAYS.flatMap((day) => [
    { day, start: '09:00', end: '12:30' },
    { day, start: '13:30', end: '17:30' },
  ]),
  types: ['video', 'phone', 'in_person'],
  meetingUrl: 'https://meet.lawmatch.example/amelia-hughes',
  officeAddress: 'Hughes Family Law, 12 Bedford Row, London WC1R 4BU',
});

/** The family case of the demo client that the requested consultation is about (demo-cases.ts). */
const FAMILY_CASE = 'Arrangements for my children after separating';
const DEMO_PHONE = '07700 900123';

interface Planned {
  type: ConsultationType;
  status: ConsultationStatus;
  start: number;
  sequence: number;
  createdAgoHours: number;
  caseId?: number;
  note?: string;
}

/** The first free start at a London wall time (minutes) on a date at least `days` ahead, if any. */
function startAt(rules: BookingRules, booked: BookedTime[], now: number, days: number, minutes: number) {
  const { availability: a, jurisdiction } = rules;
  const from = addDays(wallClock(now, LONDON).date, days);
  const slot = freeSlots(a, booked, { from, days: 14, now: new Date(now), jurisdiction }).find(
    (s) => wallClock(Date.parse(s), LONDON).minutes === minutes,
  );
  if (slot === undefined) return undefined;
  const start = Date.parse(slot);
  booked.push({
    startsAt: slot,
    endsAt: new Date(start + a.durationMinutes * MINUTE).toISOString(),
    status: 'requested',
  });
  return start;
}

/** A weekday at 14:00 London, about a week and a half before now. */
function lastWeek(now: number): number {
  let date = addDays(wallClock(now, LONDON).date, -9);
  while (!WEEKDAYS.includes(isoWeekday(date))) date = addDays(date, -1);
  return wallToInstant(date, 14 * 60, LONDON);
}

async function idOf(trx: Kysely<Database>, email: string, role: 'client' | 'lawyer') {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('role', '=', role)
    .executeTakeFirst();
  return row?.id;
}

export async function seedDemoConsultations(db: Db, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_demo_consultations'))) return false;
    const [lawyerId, clientId] = await Promise.all([
      idOf(trx, DEMO_LAWYER_EMAIL, 'lawyer'),
      idOf(trx, DEMO_CLIENT.email, 'client'),
    ]);
    if (lawyerId === undefined || clientId === undefined) return true;
    const { available: _a, ...settings } = DEMO_AVAILABILITY;
    // settings the lawyer saved before this part existed are theirs to keep
    await trx
      .insertInto('lawyer_availability')
      .values({
        user_id: lawyerId,
        available: 1,
        settings: JSON.stringify(settings),
        updated_at: new Date(now).toISOString(),
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const rules = await bookingRulesOf(trx, lawyerId);
    const { availability } = rules;
    const [profile, kase] = await Promise.all([
      trx
        .selectFrom('lawyer_profiles')
        .select(['hourly_rate_pence', 'first_fee_pence'])
        .where('user_id', '=', lawyerId)
        .executeTakeFirst(),
      trx
        .selectFrom('cases')
        .select('id')
        .where('client_id', '=', clientId)
        .where('title', '=', FAMILY_CASE)
        .executeTakeFirst(),
    ]);
    // a lawyer who has since changed their hours may have no such times: those are left out
    const booked: BookedTime[] = [];
    const confirmed = startAt(rules, booked, now, 2, 10 * 60);
    const requested = startAt(rules, booked, now, 4, 15 * 60);
    const plans: Planned[] = [
      { type: 'video', status: 'completed', start: lastWeek(now), sequence: 2, createdAgoHours: 14 * 24 },
    ];
    if (confirmed !== undefined) {
      plans.push({ type: 'phone', status: 'confirmed', start: confirmed, sequence: 1, createdAgoHours: 30 });
    }
    if (requested !== undefined) {
      plans.push({
        type: 'in_person',
        status: 'requested',
        start: requested,
        sequence: 0,
        createdAgoHours: 3,
        ...(kase ? { caseId: kase.id } : {}),
        note: 'I would like to talk through mediation before anything else.',
      });
    }
    const duration = availability.durationMinutes;
    for (const plan of plans) {
      const created = new Date(Math.min(now, plan.start) - plan.createdAgoHours * HOUR).toISOString();
      const end = plan.start + duration * MINUTE;
      const { id } = await trx
        .insertInto('consultations')
        .values({
          lawyer_id: lawyerId,
          client_id: clientId,
          case_id: plan.caseId ?? null,
          type: plan.type,
          starts_at: new Date(plan.start).toISOString(),
          ends_at: new Date(end).toISOString(),
          blocked_until: new Date(end + availability.bufferMinutes * MINUTE).toISOString(),
          status: plan.status,
          // the one fee rule; the demo seeds no response, so no case carries an offered fee
          // (docs/decisions/0116-one-fee-rule.md)
          fee_pence: feeFor(profile?.hourly_rate_pence, duration, null, profile?.first_fee_pence),
          join_url: plan.type === 'video' ? availability.meetingUrl : null,
          phone: plan.type === 'phone' ? DEMO_PHONE : null,
          address: plan.type === 'in_person' ? availability.officeAddress : null,
          note: plan.note ?? null,
          sequence: plan.sequence,
          created_at: created,
          updated_at: plan.status === 'completed' ? new Date(end + HOUR).toISOString() : created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // as booking does: a consultation about a case opens their conversation about it
      if (plan.caseId !== undefined) {
        await openOnBooking(trx, { caseId: plan.caseId, clientId, lawyerId }, created);
      }
      // the request waits for the lawyer, who is told as the call would tell them
      const kept = plan.status === 'requested' ? await consultationById(trx, id, now) : undefined;
      if (kept)
        await notify(trx, [notificationOf(kept, noticeFor(kept, 'client', 'consultation_requested'))]);
    }
    return true;
  });
}
