// A lawyer's cancellation policy and no-shows through the calls, the clock driven across each
// edge (docs/decisions/0129-cancellation-policy-and-no-shows.md): the policy is kept with the
// booking and binds the client's cancel and reschedule; either side reports the other as not
// attending from 10 minutes after the start until 48 hours after the end; both are told; reviews
// and figures follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationSchema } from '../../../src/api/booking-contract.ts';
import {
  HOUR,
  act,
  bookableLawyer,
  booked,
  client,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { call } from '../support/cases-fixtures.ts';
import { bearer } from '../support/helpers.ts';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w.app.dispose());

const MINUTE = 60_000;
const SECOND = 1000;

/** A confirmed consultation with a lawyer of this policy; the clock back where it was. */
async function confirmed(freeUntilHours: number, name: string) {
  const lawyer = await bookableLawyer(w, { cancellationPolicy: { freeUntilHours } }, `${name} Lawyer`);
  const person = await client(w.app, `${name} Client`);
  const free = await slots(w, person, lawyer.id);
  expect(free.cancellationPolicy).toEqual({ freeUntilHours });
  const startsAt = free.slots.at(-1) ?? '';
  const c = await booked(w, person, lawyer.id, startsAt);
  expect(c.freeUntilHours).toBe(freeUntilHours);
  expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);
  return { lawyer, client: person, c, start: Date.parse(startsAt), end: Date.parse(c.endsAt) };
}

const noticesOf = async (who: Person) =>
  w.app.ctx.db
    .selectFrom('notifications')
    .select('text')
    .where('user_id', '=', who.id)
    .where('kind', '=', 'consultation_no_show')
    .execute();

describe('the cancellation policy in the availability settings', () => {
  it('reads 24 hours by default, keeps what the lawyer sets, and refuses a number outside 0–168', async () => {
    const lawyer = await bookableLawyer(w, {}, 'Pat Policy');
    const read = async () =>
      (await call(w.app, 'GET', '/api/lawyers/me/availability/', lawyer.access)).json() as {
        cancellationPolicy: unknown;
      };
    expect((await read()).cancellationPolicy).toEqual({ freeUntilHours: 24 });
    await setAvailability(w, lawyer, { cancellationPolicy: { freeUntilHours: 48 } });
    expect((await read()).cancellationPolicy).toEqual({ freeUntilHours: 48 });
    for (const freeUntilHours of [-1, 169, 2.5]) {
      const res = await w.app.api.inject({
        method: 'PUT',
        url: '/api/lawyers/me/availability/',
        headers: bearer(lawyer.access),
        payload: { cancellationPolicy: { freeUntilHours } },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/cancellationPolicy/);
    }
    expect((await read()).cancellationPolicy).toEqual({ freeUntilHours: 48 });
  });
});

describe('the policy binds the client, not the lawyer', () => {
  it('a 48-hour policy: the client cancels until 48 hours before, and not a second later', async () => {
    const before = w.now();
    const { lawyer, client: person, c, start } = await confirmed(48, 'Forty');
    // the booking keeps the policy it was made under, whatever the lawyer sets later
    await setAvailability(w, lawyer, { cancellationPolicy: { freeUntilHours: 0 } });
    w.at(start - 48 * HOUR - SECOND);
    expect((await act(w, person, c.id, 'reschedule', { startsAt: c.startsAt })).statusCode).toBe(400);
    w.at(start - 48 * HOUR);
    const late = await act(w, person, c.id, 'cancel', { reason: 'Something came up.' });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      {
        detail:
          'Less than 48 hours before the start only the lawyer can cancel or move this consultation; please contact them.',
      },
    ]);
    expect((await act(w, person, c.id, 'reschedule', { startsAt: c.startsAt })).statusCode).toBe(409);
    // the lawyer still can
    expect((await act(w, lawyer, c.id, 'cancel', { reason: 'I am unwell.' })).statusCode).toBe(200);
    w.at(before);
  });

  it('a 0-hour policy: the client cancels until the start', async () => {
    const before = w.now();
    const { client: person, c, start } = await confirmed(0, 'Zero');
    w.at(start - SECOND);
    expect((await act(w, person, c.id, 'cancel', { reason: 'Running late.' })).statusCode).toBe(200);
    w.at(before);
  });
});

describe('no-shows', () => {
  it('from 10 minutes after the start until 48 hours after the end; both are told; final', async () => {
    const before = w.now();
    const { lawyer, client: person, c, start, end } = await confirmed(24, 'Noshow');
    w.at(start + 10 * MINUTE - SECOND);
    const early = await act(w, lawyer, c.id, 'no-show');
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { detail: 'A consultation can be reported as not attended from 10 minutes after its start.' },
    ]);
    w.at(end + 48 * HOUR + SECOND);
    expect((await act(w, lawyer, c.id, 'no-show')).statusCode).toBe(409);
    w.at(end + 48 * HOUR);
    const tooLong = await act(w, lawyer, c.id, 'no-show', { note: 'x'.repeat(501) });
    expect([tooLong.statusCode, Object.keys(tooLong.json() as object)]).toEqual([400, ['note']]);
    const res = await act(w, lawyer, c.id, 'no-show', { note: 'Waited 20 minutes, no answer.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(consultationSchema.parse(res.json())).toMatchObject({
      status: 'no_show',
      noShowBy: 'client',
      reason: 'Waited 20 minutes, no answer.',
    });
    // reported once: then final, for either side; a lawyer knows a client by first name once the time is no longer agreed
    expect((await act(w, person, c.id, 'no-show')).statusCode).toBe(409);
    expect((await noticesOf(person)).map((n) => n.text)).toEqual([
      expect.stringMatching(/^Noshow Lawyer reported that you did not attend your consultation on /),
    ]);
    expect((await noticesOf(lawyer)).map((n) => n.text)).toEqual([
      expect.stringMatching(/^You reported that Noshow did not attend the consultation on /),
    ]);
    // a client the lawyer reported cannot review
    const review = await call(w.app, 'POST', `/api/consultations/${c.id}/review/`, person.access, {
      rating: 1,
      text: 'They said I did not come.',
    });
    expect(review.statusCode).toBe(409);
    // the lawyer's figures count it
    const stats = (await call(w.app, 'GET', '/api/accounts/me/stats/', lawyer.access)).json() as {
      noShows: number;
    };
    expect(stats.noShows).toBe(1);
    w.at(before);
  });

  it('a lawyer the client reported can be reviewed; a request cannot be reported', async () => {
    const before = w.now();
    const { lawyer, client: person, c, start } = await confirmed(24, 'Absent');
    w.at(start + 10 * MINUTE);
    const res = await act(w, person, c.id, 'no-show', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'no_show', noShowBy: 'lawyer' });
    const review = await call(w.app, 'POST', `/api/consultations/${c.id}/review/`, person.access, {
      rating: 1,
      text: 'The lawyer never joined the call.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const requested = await booked(w, person, lawyer.id, (await slots(w, person, lawyer.id)).slots[0] ?? '');
    w.at(Date.parse(requested.startsAt) + 15 * MINUTE);
    expect((await act(w, person, requested.id, 'no-show')).statusCode).toBe(409);
    w.at(before);
  });
});
