// Booking a consultation and listing them, over HTTP (docs/decisions/0096-booking-calls.md): a
// free time is kept as requested with its fee, link and office from the lawyer's settings, the
// lawyer is told; every time the rules refuse is a 400 on the field, with the rule's words; only
// clients book, only verified lawyers who are available can be booked; the lists split upcoming
// from past.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consultationListSchema,
  consultationSchema,
  slotsResponseSchema,
} from '../../../src/api/booking-contract.ts';
import { caseDetailSchema } from '../../../src/api/cases-contract.ts';
import { call, lawyer as approvedLawyer, postCase } from '../support/cases-fixtures.ts';
import {
  DAY,
  MEETING_URL,
  OFFICE,
  PHONE,
  act,
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
let lawyer: Person;
let me: Person;
beforeAll(async () => {
  w = await world();
  lawyer = await bookableLawyer(w);
  me = await client(w.app, 'Harriet Quillfeather');
  await w.app.ctx.db
    .updateTable('lawyer_profiles')
    .set({ hourly_rate_pence: 24_000 })
    .where('user_id', '=', lawyer.id)
    .execute();
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

const take = async (who: Person = lawyer, query = '') => {
  const list = (await slots(w, me, who.id, query)).slots;
  if (list.length === 0) throw new Error('no free slots');
  return list;
};

describe('a booking', () => {
  it('is kept as requested with the fee for its length, and the lawyer is told', async () => {
    const [slot] = await take();
    const res = await book(w, me, {
      lawyerId: String(lawyer.id),
      startsAt: slot,
      type: 'video',
      note: 'About my children',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = consultationSchema.parse(res.json());
    expect(c).toMatchObject({
      lawyer: { id: String(lawyer.id), name: 'Alex Morgan' },
      client: { id: String(me.id), name: 'Harriet Quillfeather' },
      type: 'video',
      startsAt: slot,
      endsAt: new Date(Date.parse(slot as string) + 30 * 60_000).toISOString(),
      status: 'requested',
      // £240 an hour for 30 minutes
      feePence: 12_000,
      // the link is shown once confirmed
      joinUrl: null,
      note: 'About my children',
      sequence: 0,
    });
    const row = await w.app.ctx.db
      .selectFrom('consultations')
      .selectAll()
      .where('id', '=', Number(c.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ join_url: MEETING_URL, blocked_until: c.endsAt, phone: null });
    const told = await w.app.ctx.db
      .selectFrom('notifications')
      .select(['kind', 'text', 'link'])
      .where('user_id', '=', lawyer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told).toMatchObject({ kind: 'consultation_requested', link: '/lawyer-dashboard' });
    // the lawyer learns the client's first name only until the time is agreed
    expect(told.text).toMatch(/^Harriet asked for a consultation on /);
    const confirmed = consultationSchema.parse((await act(w, lawyer, c.id, 'confirm')).json());
    expect(confirmed.joinUrl).toBe(MEETING_URL);
  });

  it('keeps the number for a phone consultation and the office for an in-person one', async () => {
    const [first, second] = await take();
    const phone = await booked(w, me, lawyer.id, first as string, { type: 'phone', phone: PHONE });
    const office = await booked(w, me, lawyer.id, second as string, { type: 'in_person', phone: PHONE });
    expect(phone.phone).toBe(PHONE);
    // the office is shown to the client once the lawyer confirms
    expect(office.address).toBeNull();
    const row = await w.app.ctx.db
      .selectFrom('consultations')
      .select(['address', 'phone'])
      .where('id', '=', Number(office.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ address: OFFICE, phone: null });
    expect(consultationSchema.parse((await act(w, lawyer, office.id, 'confirm')).json()).address).toBe(
      OFFICE,
    );
  });

  it("takes the fixed fee the lawyer offered on the client's case", async () => {
    const caseId = await postCase(w.app, me.access);
    const res = await call(w.app, 'POST', `/api/cases/${caseId}/responses/`, lawyer.access, {
      message: 'I have handled many cases like yours and can help you agree arrangements.',
      fee: { kind: 'fixed', amountPence: 9500 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [slot] = await take();
    const c = await booked(w, me, lawyer.id, slot as string, { caseId });
    expect(c).toMatchObject({ caseId, feePence: 9500 });
    // the case page shows it to its owner, and a lawyer's view of the case has none
    const detail = caseDetailSchema.parse(
      (await call(w.app, 'GET', `/api/cases/${caseId}/`, me.access)).json(),
    );
    expect(detail.consultations?.map((x) => x.id)).toEqual([c.id]);
    const lead = caseDetailSchema.parse(
      (await call(w.app, 'GET', `/api/cases/${caseId}/`, lawyer.access)).json(),
    );
    expect(lead.consultations).toBeUndefined();
    // another client's case is not one to book about
    const stranger = await client(w.app, 'Other Person');
    const [other] = await take();
    const refused = await book(w, stranger, {
      lawyerId: String(lawyer.id),
      startsAt: other,
      type: 'video',
      caseId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ caseId: ['Choose one of your own cases.'] });
  });
});

describe('times the rules refuse', () => {
  it.each([
    ['off the grid', 10 * 60_000, {}, 'Choose one of the offered start times.'],
    ['inside the notice', 0, { minNoticeHours: 336 }, 'Choose a time at least 336 hours from now.'],
  ])('%s: 400 on startsAt', async (_name, shift, settings, message) => {
    const picky = await bookableLawyer(w, settings, 'Picky Lawyer');
    const [slot] = await take(await bookableLawyer(w, {}, 'Grid Lawyer'));
    const res = await book(w, me, {
      lawyerId: String(picky.id),
      startsAt: new Date(Date.parse(slot as string) + shift).toISOString(),
      type: 'video',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ startsAt: [message] });
  });

  it('beyond the horizon, on a blocked date, a type not offered, a phone call without a number', async () => {
    const near = await bookableLawyer(w, { horizonDays: 3, types: ['video'] }, 'Near Lawyer');
    const [soon] = (await slots(w, me, near.id)).slots;
    const far = await take(lawyer, '');
    const late = (
      await call(w.app, 'GET', `/api/lawyers/${lawyer.id}/slots/?from=${dateIn(w, 10)}&days=1`, me.access)
    ).json() as { slots: string[] };
    const body = (startsAt: unknown, extra: object = {}) => ({
      lawyerId: String(near.id),
      startsAt,
      type: 'video',
      ...extra,
    });
    const horizon = await book(w, me, body(late.slots[0]));
    expect(horizon.json()).toEqual({ startsAt: ['Choose a time within the next 3 days.'] });
    await setAvailability(w, near, {
      blockedDates: [new Date(soon as string).toLocaleDateString('en-CA', { timeZone: 'Europe/London' })],
    });
    expect((await book(w, me, body(soon))).json()).toEqual({
      startsAt: ['The lawyer is not available on this date.'],
    });
    const phone = await book(w, me, body(far[0], { type: 'phone', phone: PHONE }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ type: ['This lawyer does not offer phone consultations.'] });
    const noNumber = await book(w, me, { lawyerId: String(lawyer.id), startsAt: far[0], type: 'phone' });
    expect(noNumber.json()).toEqual({ phone: ['Add the number the lawyer should call.'] });
  });
});

describe('who books whom', () => {
  it('a lawyer cannot book (403), nor can anyone without a token (401)', async () => {
    const [slot] = await take();
    const other = await bookableLawyer(w, {}, 'Booking Lawyer');
    expect(
      (await book(w, other, { lawyerId: String(lawyer.id), startsAt: slot, type: 'video' })).statusCode,
    ).toBe(403);
    const anonymous = await w.app.api.inject({
      method: 'POST',
      url: '/api/consultations/',
      payload: { lawyerId: String(lawyer.id), startsAt: slot, type: 'video' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a lawyer who is not verified, or no lawyer at all, is not found; their slots neither', async () => {
    const pending = await approvedLawyer(w.app, w.admin, 'Family Law', 'London', { approve: false });
    const [slot] = await take();
    for (const id of [String(pending.id), String(me.id), '999999', 'abc']) {
      const res = await book(w, me, { lawyerId: id, startsAt: slot, type: 'video' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: 'No verified lawyer has this id.' });
    }
    expect(
      (await call(w.app, 'GET', `/api/lawyers/${pending.id}/slots/?from=${dateIn(w, 1)}`, me.access))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.app.api.inject({ url: `/api/lawyers/${lawyer.id}/slots/?from=${dateIn(w, 1)}` })).statusCode,
    ).toBe(401);
    expect(
      (await call(w.app, 'GET', `/api/lawyers/${lawyer.id}/slots/?from=tomorrow&days=99`, me.access)).json(),
    ).toEqual({
      from: ['Enter a valid date as YYYY-MM-DD.'],
      days: ['Ensure this value is less than or equal to 31.'],
    });
  });

  it('a lawyer who switched their availability off offers no times and cannot be booked (409)', async () => {
    const away = await bookableLawyer(w, {}, 'Away Lawyer');
    const [slot] = (await slots(w, me, away.id)).slots;
    await setAvailability(w, away, { available: false });
    const list = slotsResponseSchema.parse(
      (await call(w.app, 'GET', `/api/lawyers/${away.id}/slots/?from=${dateIn(w, 1)}`, me.access)).json(),
    );
    expect(list.slots).toEqual([]);
    const res = await book(w, me, { lawyerId: String(away.id), startsAt: slot, type: 'video' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This lawyer is not taking bookings at the moment.' });
  });
});

describe('the lists', () => {
  it('upcoming: open and confirmed ones soonest first; past: the rest, latest first; each side sees its own', async () => {
    const person = await client(w.app, 'Listed Person');
    const counsel = await bookableLawyer(w, {}, 'List Lawyer');
    const free = (await slots(w, person, counsel.id)).slots;
    // three at most wait for this lawyer's answer at once (docs/decisions/0110-limits-on-writing.md)
    const [a, b, c] = await Promise.all(free.slice(0, 3).map((s) => booked(w, person, counsel.id, s)));
    const ids = (list: unknown) => consultationListSchema.parse(list).results.map((x) => x.id);
    await act(w, counsel, (b as { id: string }).id, 'confirm');
    await act(w, counsel, (c as { id: string }).id, 'decline', { reason: 'I am away that day.' });
    const d = await booked(w, person, counsel.id, free[3] as string);
    const later = (await call(w.app, 'GET', '/api/consultations/?when=upcoming', person.access)).json();
    expect(ids(later)).toEqual([a?.id, b?.id, d?.id]);
    expect(ids((await call(w.app, 'GET', '/api/consultations/?when=past', person.access)).json())).toEqual([
      c?.id,
    ]);
    expect(ids((await call(w.app, 'GET', '/api/consultations/', counsel.access)).json())).toEqual([
      a?.id,
      b?.id,
      d?.id,
    ]);
    // once their times have gone by: the unanswered request is past; the confirmed one stays until completed
    const end = Date.parse((d as { endsAt: string }).endsAt);
    const saved = w.now();
    w.at(end + DAY);
    expect(
      ids((await call(w.app, 'GET', '/api/consultations/?when=upcoming', person.access)).json()),
    ).toEqual([b?.id]);
    expect(ids((await call(w.app, 'GET', '/api/consultations/?when=past', person.access)).json())).toEqual([
      d?.id,
      c?.id,
      a?.id,
    ]);
    w.at(saved);
    expect((await call(w.app, 'GET', '/api/consultations/?when=soon', person.access)).json()).toEqual({
      when: ['"soon" is not a valid choice.'],
    });
  });
});
