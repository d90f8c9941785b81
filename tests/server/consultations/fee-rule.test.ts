// The one fee rule over HTTP (docs/decisions/0116-one-fee-rule.md): a consultation booked through
// LawMatch is a first consultation, so the fee offered on its case wins, else the lawyer's fixed
// first-consultation fee, else the hourly rate for the length; the consultation keeps it and its
// calendar file says it. The slots answer carries what the dialog needs; a booking is about an
// open case of the client's own; a paused lawyer's profile says so.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLawyerSchema } from '../../../src/api/reviews-contract.ts';
import { RESPONSE, call, postCase } from '../support/cases-fixtures.ts';
import {
  bookableLawyer,
  booked,
  book,
  client,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let w: World;
let me: Person;
beforeAll(async () => {
  w = await world();
  me = await client(w.app, 'Harriet Quillfeather');
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

let lawyers = 0;
/** A new bookable lawyer with these fees (pence): each test books its own. */
async function lawyerWith(fees: { hourly: number | null; first: number | null }) {
  lawyers += 1;
  const who = await bookableLawyer(w, {}, `Lawyer Number${'abcdefghij'[lawyers]}`);
  await w.app.ctx.db
    .updateTable('lawyer_profiles')
    .set({ hourly_rate_pence: fees.hourly, first_fee_pence: fees.first })
    .where('user_id', '=', who.id)
    .execute();
  return who;
}

async function firstSlot(who: Person) {
  const [slot] = (await slots(w, me, who.id)).slots;
  if (!slot) throw new Error('no free slots');
  return slot;
}

/** The DESCRIPTION of the consultation's calendar file. */
async function icsDescription(id: string) {
  const res = await call(w.app, 'GET', `/api/consultations/${id}/calendar.ics`, me.access);
  expect(res.statusCode, res.body).toBe(200);
  const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
  return String(vevent?.getFirstPropertyValue('description'));
}

describe('the fee a booking keeps, and its calendar file says', () => {
  it.each([
    ['the fixed first-consultation fee where set', { hourly: 28_000, first: 7_500 }, 7_500, 'Fee £75.00,'],
    ['a free first consultation stays free', { hourly: 28_000, first: 0 }, 0, 'Fee £0.00,'],
    ['the hourly rate for 30 minutes where none', { hourly: 28_000, first: null }, 14_000, 'Fee £140.00,'],
    ['on request with neither', { hourly: null, first: null }, null, 'Fee on request.'],
  ])('%s', async (_, fees, feePence, words) => {
    const who = await lawyerWith(fees);
    const c = await booked(w, me, who.id, await firstSlot(who));
    expect(c.feePence).toBe(feePence);
    expect(await icsDescription(c.id)).toContain(words);
  });

  it('the fee offered on the case it is about wins over the first-consultation fee', async () => {
    const who = await lawyerWith({ hourly: 28_000, first: 7_500 });
    const caseId = await postCase(w.app, me.access);
    const responded = await call(w.app, 'POST', `/api/cases/${caseId}/responses/`, who.access, RESPONSE);
    expect(responded.statusCode, responded.body).toBe(201);
    const c = await booked(w, me, who.id, await firstSlot(who), { caseId });
    // RESPONSE offers a fixed £95
    expect(c).toMatchObject({ caseId, feePence: 9_500 });
    expect(await icsDescription(c.id)).toContain('Fee £95.00,');
  });
});

describe('the slots answer', () => {
  it('carries the first-consultation fee and whether the lawyer takes bookings', async () => {
    const who = await lawyerWith({ hourly: 28_000, first: 7_500 });
    expect(await slots(w, me, who.id)).toMatchObject({ available: true, firstFeePence: 7_500 });
    await setAvailability(w, who, { available: false });
    expect(await slots(w, me, who.id)).toMatchObject({ available: false, slots: [] });
  });
});

describe('the case a booking is about', () => {
  it('must be open: a closed one is refused on caseId, with the reason', async () => {
    const who = await lawyerWith({ hourly: 28_000, first: null });
    const caseId = await postCase(w.app, me.access);
    const closed = await call(w.app, 'POST', `/api/cases/${caseId}/close/`, me.access);
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await book(w, me, {
      lawyerId: String(who.id),
      startsAt: await firstSlot(who),
      type: 'video',
      caseId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      caseId: ['This case is closed. Choose one of your open cases, or book without a case.'],
    });
  });
});

describe("a paused lawyer's public profile", () => {
  it('says they take no bookings', async () => {
    const who = await lawyerWith({ hourly: 28_000, first: null });
    const profile = async () =>
      publicLawyerSchema.parse((await w.app.api.inject({ url: `/api/lawyers/${who.id}/` })).json());
    expect((await profile()).acceptingBookings).toBe(true);
    await setAvailability(w, who, { available: false });
    expect((await profile()).acceptingBookings).toBe(false);
  });
});
