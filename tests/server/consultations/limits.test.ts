// Nothing anyone can flood (docs/decisions/0110-limits-on-writing.md): a client holds at most 3
// consultations waiting for an answer with one lawyer and 10 in all, counted even when the
// requests are sent at once; the refusal is a 409 with the reason the booking dialog shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_IN_ALL_MAX, WAITING_WITH_ONE_LAWYER_MAX } from '../../../server/rules/limits.ts';
import { act, book, bookableLawyer, client, slots, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w.app.dispose());

const notices = async (lawyer: Person) => {
  const row = await w.app.ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', lawyer.id)
    .where('kind', '=', 'consultation_requested')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('a client who books', () => {
  it(`holds at most ${WAITING_WITH_ONE_LAWYER_MAX} requests with one lawyer, however many are sent at once`, async () => {
    const lawyer = await bookableLawyer(w, {}, 'Greta Grid');
    const flooder = await client(w.app, 'Flo Calendar');
    const free = (await slots(w, flooder, lawyer.id)).slots;
    const answers = await Promise.all(
      free
        .slice(0, 20)
        .map((startsAt) => book(w, flooder, { lawyerId: String(lawyer.id), startsAt, type: 'video' })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WAITING_WITH_ONE_LAWYER_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - WAITING_WITH_ONE_LAWYER_MAX);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      detail:
        'You already have 3 consultations waiting for an answer with this lawyer. Wait for their answer, or cancel one, before you ask for another.',
    });
    // the lawyer's calendar keeps all but three free times, and they hear of three requests
    expect((await slots(w, flooder, lawyer.id)).slots).toHaveLength(
      free.length - WAITING_WITH_ONE_LAWYER_MAX,
    );
    expect(await notices(lawyer)).toBe(WAITING_WITH_ONE_LAWYER_MAX);
    // an answer frees a place: the lawyer declines one, and the client may ask again
    const first = answers.find((a) => a.statusCode === 201)?.json() as { id: string };
    expect((await act(w, lawyer, first.id, 'decline', { reason: 'Fully booked that day.' })).statusCode).toBe(
      200,
    );
    const again = await book(w, flooder, { lawyerId: String(lawyer.id), startsAt: free[25], type: 'video' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it(`holds at most ${WAITING_IN_ALL_MAX} requests in all`, async () => {
    const busy = await client(w.app, 'Bo Everywhere');
    const lawyers = await Promise.all([0, 1, 2, 3].map((i) => bookableLawyer(w, {}, `Lee Lawyer${i}`)));
    let kept = 0;
    for (const lawyer of lawyers) {
      const free = (await slots(w, busy, lawyer.id)).slots;
      for (const startsAt of free.slice(0, WAITING_WITH_ONE_LAWYER_MAX)) {
        const res = await book(w, busy, { lawyerId: String(lawyer.id), startsAt, type: 'video' });
        if (kept < WAITING_IN_ALL_MAX) {
          expect(res.statusCode, res.body).toBe(201);
          kept += 1;
        } else {
          expect([res.statusCode, res.json()]).toEqual([
            409,
            {
              detail:
                "You already have 10 consultations waiting for an answer. Wait for the lawyers' answers, or cancel one, before you ask for another.",
            },
          ]);
        }
      }
    }
    expect(kept).toBe(WAITING_IN_ALL_MAX);
  });
});
