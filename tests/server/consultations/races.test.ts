// No two active consultations of one lawyer overlap, however many ask at once: the database
// decides inside the write (an exclusion constraint on PostgreSQL, triggers on SQLite), and the
// loser is told 409 with other times (docs/decisions/0096-booking-calls.md). Requests are sent
// together with Promise.all; on PostgreSQL each runs on its own pooled connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationSchema, slotTakenSchema } from '../../../src/api/booking-contract.ts';
import { isOverlapViolation } from '../../../server/db/database.ts';
import {
  act,
  activeRows,
  book,
  bookableLawyer,
  booked,
  client,
  dateIn,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let w: World;
let clients: Person[];
beforeAll(async () => {
  w = await world();
  clients = await Promise.all([1, 2, 3, 4, 5].map((i) => client(w.app, `Client Number${i}`)));
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();
/** London wall time on a date as an instant: '10:30' on the date `days` ahead */
const londonAt = (days: number, time: string) => {
  const date = dateIn(w, days);
  // the offset of that date in London, read from the platform
  const probe = new Date(`${date}T12:00:00Z`);
  const hour = Number(
    probe.toLocaleString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }),
  );
  const offset = hour - 12;
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((h - offset) * 60 + m) * 60_000).toISOString();
};

/** No two active rows of the lawyer overlap (with the buffer they were booked with). */
async function noOverlap(lawyerId: number) {
  const rows = await w.app.ctx.db
    .selectFrom('consultations')
    .select(['starts_at', 'blocked_until'])
    .where('lawyer_id', '=', lawyerId)
    .where('status', 'in', ['requested', 'proposed', 'confirmed'])
    .execute();
  const clashes = rows.flatMap((a, i) =>
    rows.slice(i + 1).filter((b) => a.starts_at < b.blocked_until && b.starts_at < a.blocked_until),
  );
  expect(clashes).toEqual([]);
}

describe('one slot, fifty bookings at once', () => {
  it('keeps exactly one; the other 49 are told 409 with the next free times', async () => {
    const lawyer = await bookableLawyer(w);
    const free = await slots(w, clients[0] as Person, lawyer.id, '&type=video');
    const slot = free.slots[3] as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(w, clients[i % clients.length] as Person, {
          lawyerId: String(lawyer.id),
          startsAt: slot,
          type: 'video',
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      const body = slotTakenSchema.strict().parse(refused.json());
      expect(body.detail).toBe('This time has just been taken. Please choose another.');
      expect(body.nextSlots.length).toBeGreaterThan(0);
      expect(body.nextSlots.length).toBeLessThanOrEqual(6);
      expect(body.nextSlots).not.toContain(slot);
    }
    const rows = await activeRows(w, lawyer.id);
    expect(rows.map((r) => r.starts_at)).toEqual([slot]);
    // and the list no longer offers it
    expect((await slots(w, clients[0] as Person, lawyer.id)).slots).not.toContain(slot);
  });
});

describe('times of different lengths', () => {
  it('a consultation booked at 60 minutes holds its hour after the lawyer changes to 30-minute slots', async () => {
    const lawyer = await bookableLawyer(w, { durationMinutes: 60 });
    const ten = londonAt(3, '10:00');
    const halfPastTen = londonAt(3, '10:30');
    await booked(w, clients[0] as Person, lawyer.id, ten);
    await setAvailability(w, lawyer, { durationMinutes: 30 });
    const offered = (await slots(w, clients[1] as Person, lawyer.id)).slots;
    expect(offered).toContain(londonAt(3, '09:30'));
    expect(offered).not.toContain(halfPastTen);
    expect(offered).toContain(londonAt(3, '11:00'));
    const res = await book(w, clients[1] as Person, {
      lawyerId: String(lawyer.id),
      startsAt: halfPastTen,
      type: 'video',
    });
    expect(res.statusCode).toBe(409);
    await noOverlap(lawyer.id);
  });

  it('a 60-minute proposal and a 30-minute booking sent together over one stretch: one wins', async () => {
    const lawyer = await bookableLawyer(w, { durationMinutes: 60 });
    const hour = await booked(w, clients[0] as Person, lawyer.id, londonAt(4, '15:00'));
    await setAvailability(w, lawyer, { durationMinutes: 30 });
    const [proposal, booking] = await Promise.all([
      act(w, lawyer, hour.id, 'propose', { startsAt: londonAt(4, '10:00') }),
      book(w, clients[1] as Person, {
        lawyerId: String(lawyer.id),
        startsAt: londonAt(4, '10:30'),
        type: 'phone',
        phone: '07700 900456',
      }),
    ]);
    expect([proposal.statusCode, booking.statusCode].filter((s) => s === 409)).toHaveLength(1);
    expect([proposal.statusCode, booking.statusCode].filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(
      slotTakenSchema.parse((proposal.statusCode === 409 ? proposal : booking).json()).nextSlots.length,
    ).toBeGreaterThan(0);
    await noOverlap(lawyer.id);
    // the proposal moved the hour, or the booking added a half hour beside it
    expect(await activeRows(w, lawyer.id)).toHaveLength(proposal.statusCode === 200 ? 1 : 2);
  });
});

describe('two changes to one consultation at once', () => {
  it('two confirms of one request: one 200, one 409, and the sequence went up once', async () => {
    const lawyer = await bookableLawyer(w);
    const { slots: free } = await slots(w, clients[0] as Person, lawyer.id);
    const c = await booked(w, clients[0] as Person, lawyer.id, free[0] as string);
    const answers = await Promise.all([act(w, lawyer, c.id, 'confirm'), act(w, lawyer, c.id, 'confirm')]);
    expect(statuses(answers)).toEqual([200, 409]);
    const winner = consultationSchema.parse(answers.find((a) => a.statusCode === 200)?.json());
    expect(winner).toMatchObject({ status: 'confirmed', sequence: 1 });
    const row = await w.app.ctx.db
      .selectFrom('consultations')
      .select(['status', 'sequence'])
      .where('id', '=', Number(c.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', sequence: 1 });
    // one notice to the client, not two
    const notices = await w.app.ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', (clients[0] as Person).id)
      .where('kind', '=', 'consultation_confirmed')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('two proposals of one new time for two consultations of one lawyer: one succeeds', async () => {
    const lawyer = await bookableLawyer(w);
    const a = await booked(w, clients[0] as Person, lawyer.id, londonAt(5, '09:00'));
    const b = await booked(w, clients[1] as Person, lawyer.id, londonAt(5, '09:30'));
    const answers = await Promise.all([
      act(w, lawyer, a.id, 'propose', { startsAt: londonAt(6, '12:00') }),
      act(w, lawyer, b.id, 'propose', { startsAt: londonAt(6, '12:00') }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const refused = slotTakenSchema.parse(answers.find((x) => x.statusCode === 409)?.json());
    expect(refused.detail).toBe('You have another consultation at this time. Please choose another.');
    await noOverlap(lawyer.id);
    const proposed = (await activeRows(w, lawyer.id)).filter((r) => r.status === 'proposed');
    expect(proposed).toHaveLength(1);
  });
});

describe('the database itself', () => {
  it('refuses an overlapping active consultation written past the routes, and allows one once the other is cancelled', async () => {
    const lawyer = await bookableLawyer(w);
    const owner = clients[0] as Person;
    const row = (start: string, end: string) => ({
      lawyer_id: lawyer.id,
      client_id: owner.id,
      type: 'video' as const,
      starts_at: start,
      ends_at: end,
      blocked_until: end,
      status: 'requested' as const,
      created_at: start,
      updated_at: start,
    });
    const first = await w.app.ctx.db
      .insertInto('consultations')
      .values(row('2031-05-01T09:00:00.000Z', '2031-05-01T10:00:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const clash = w.app.ctx.db
      .insertInto('consultations')
      .values(row('2031-05-01T09:30:00.000Z', '2031-05-01T10:30:00.000Z'))
      .execute();
    await expect(clash).rejects.toSatisfy(isOverlapViolation);
    // back to back is no overlap
    const next = await w.app.ctx.db
      .insertInto('consultations')
      .values(row('2031-05-01T10:00:00.000Z', '2031-05-01T10:30:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await w.app.ctx.db
      .updateTable('consultations')
      .set({ status: 'cancelled' })
      .where('id', '=', first.id)
      .execute();
    await w.app.ctx.db
      .insertInto('consultations')
      .values(row('2031-05-01T09:00:00.000Z', '2031-05-01T10:00:00.000Z'))
      .execute();
    // moving one onto another is refused as well
    const move = w.app.ctx.db
      .updateTable('consultations')
      .set({ starts_at: '2031-05-01T09:45:00.000Z' })
      .where('id', '=', next.id)
      .execute();
    await expect(move).rejects.toSatisfy(isOverlapViolation);
  });
});
