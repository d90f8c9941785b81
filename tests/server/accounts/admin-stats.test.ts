// The admin's live figures, GET /api/accounts/me/stats/
// (docs/decisions/0104-admin-live-figures-and-reported-reviews.md): accounts not deleted, the
// lawyers verified now and available, every case, the fees of this London month's consultations
// held and the share held of those that ended in it (docs/decisions/0118-admin-figures-that-mean-something.md),
// and the visible reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStatsSchema,
  clientStatsSchema,
  lawyerStatsSchema,
  meStatsSchema,
} from '../../../src/api/stats-contract.ts';
import type { AdminStats } from '../../../src/api/stats-contract.ts';
import { call, lawyer, postCase } from '../support/cases-fixtures.ts';
import { bookableLawyer, client, setAvailability, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

const URL = '/api/accounts/me/stats/';
let w: World;
beforeAll(async () => {
  w = await world();
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

const stats = async (access: string) => {
  const res = await call(w.app, 'GET', URL, access);
  expect(res.statusCode, res.body).toBe(200);
  return meStatsSchema.parse(res.json());
};
const adminFigures = async (): Promise<AdminStats> => adminStatsSchema.strict().parse(await stats(w.admin));

/** One consultation put straight into the database; its id. */
async function kept(
  lawyerId: number,
  clientId: number,
  startsAt: string,
  status: string,
  feePence: number | null,
  updatedAt = startsAt,
) {
  const end = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  const row = await w.app.ctx.db
    .insertInto('consultations')
    .values({
      lawyer_id: lawyerId,
      client_id: clientId,
      type: 'video',
      starts_at: startsAt,
      ends_at: end,
      blocked_until: end,
      status: status as 'completed',
      fee_pence: feePence,
      created_at: startsAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function reviewed(lawyerId: number, clientId: number, rating: number, hidden = false) {
  const consultationId = await kept(lawyerId, clientId, '2026-01-10T10:00:00.000Z', 'completed', 5_000);
  await w.app.ctx.db
    .insertInto('reviews')
    .values({
      consultation_id: consultationId,
      lawyer_id: lawyerId,
      rating,
      text: 'Clear and kind.',
      created_at: '2026-01-11T10:00:00.000Z',
      ...(hidden
        ? { hidden_at: '2026-01-12T10:00:00.000Z', hidden_reason: 'Names a third party in full.' }
        : {}),
    })
    .execute();
}

describe("the admin's figures", () => {
  let alex: Person;
  let harriet: Person;
  beforeAll(async () => {
    alex = await bookableLawyer(w);
    harriet = await client(w.app);
  });

  it('have no average rating and no completion rate while nothing is kept for them', async () => {
    w.at(Date.parse('2026-06-15T11:00:00Z'));
    expect(await adminFigures()).toMatchObject({
      role: 'admin',
      monthlyRevenuePence: 0,
      averageRating: null,
      reviews: 0,
      completionRate: null,
    });
  });

  it('count the accounts not deleted, and every case', async () => {
    const before = await adminFigures();
    const someone = await client(w.app, 'Someone Else');
    await postCase(w.app, someone.access);
    await postCase(w.app, harriet.access);
    expect(await adminFigures()).toMatchObject({ users: before.users + 1, cases: before.cases + 2 });
    await w.app.ctx.db
      .updateTable('users')
      .set({ deleted_at: new Date(w.now()).toISOString() })
      .where('id', '=', someone.id)
      .execute();
    // a deleted account's row stays for the other side's records; it is no user
    expect(await adminFigures()).toMatchObject({ users: before.users, cases: before.cases + 2 });
  });

  it('count the lawyers verified now and available', async () => {
    w.at(Date.now());
    const before = await adminFigures();
    const on = await lawyer(w.app, w.admin, 'Tax Law', 'York', { name: 'Priya Shah' });
    await lawyer(w.app, w.admin, 'Tax Law', 'York', { approve: false, name: 'Tom Pending' });
    expect((await adminFigures()).activeLawyers).toBe(before.activeLawyers + 1);

    await setAvailability(w, on, { available: false });
    expect((await adminFigures()).activeLawyers).toBe(before.activeLawyers);
    await setAvailability(w, on, { available: true });
    expect((await adminFigures()).activeLawyers).toBe(before.activeLawyers + 1);

    // approved two years ago: lapsed at the yearly re-check, out of matching and leads
    await w.app.ctx.db
      .updateTable('verification_requests')
      .set({ verified_at: new Date(w.now() - 2 * 365 * 24 * 3600_000).toISOString() })
      .where('user_id', '=', on.id)
      .execute();
    expect((await adminFigures()).activeLawyers).toBe(before.activeLawyers);
  });

  it("take this London month's fees from the consultations held in it", async () => {
    // Thursday 15 October 2026, 12:00 BST: the month began on 30 September at 23:00 UTC and ends
    // on 1 November at 00:00 UTC (GMT again)
    w.at(Date.parse('2026-10-15T11:00:00Z'));
    const before = (await adminFigures()).monthlyRevenuePence;
    await kept(alex.id, harriet.id, '2026-09-30T23:30:00.000Z', 'completed', 12_000);
    await kept(alex.id, harriet.id, '2026-10-05T09:00:00.000Z', 'completed', 9_500);
    await kept(alex.id, harriet.id, '2026-10-06T09:00:00.000Z', 'completed', null);
    // not held: no fee, whatever was offered
    await kept(alex.id, harriet.id, '2026-10-07T09:00:00.000Z', 'cancelled', 20_000);
    await kept(alex.id, harriet.id, '2026-10-20T09:00:00.000Z', 'confirmed', 20_000);
    // outside the London month: 23:30 BST on 30 September, and 00:30 GMT on 1 November
    await kept(alex.id, harriet.id, '2026-09-30T22:30:00.000Z', 'completed', 50_000);
    await kept(alex.id, harriet.id, '2026-11-01T00:30:00.000Z', 'completed', 70_000);
    expect((await adminFigures()).monthlyRevenuePence).toBe(before + 21_500);
    // a month later the November one is this month's
    w.at(Date.parse('2026-11-15T12:00:00Z'));
    expect((await adminFigures()).monthlyRevenuePence).toBe(70_000);
  });

  it('take the completion rate from the consultations that ended this month, cancellations by when they were cancelled', async () => {
    // December 2026 has nothing yet
    w.at(Date.parse('2026-12-15T12:00:00Z'));
    expect((await adminFigures()).completionRate).toBeNull();
    await kept(alex.id, harriet.id, '2026-12-01T09:00:00.000Z', 'completed', 9_000);
    await kept(alex.id, harriet.id, '2026-12-02T09:00:00.000Z', 'completed', null);
    // declined, or still ahead: neither held nor cancelled
    await kept(alex.id, harriet.id, '2026-12-03T09:00:00.000Z', 'declined', null);
    await kept(alex.id, harriet.id, '2026-12-20T09:00:00.000Z', 'confirmed', 9_000);
    expect((await adminFigures()).completionRate).toBe(1);

    // four cancellations made this month, three of them of consultations due next month
    await kept(alex.id, harriet.id, '2026-12-04T09:00:00.000Z', 'cancelled', null);
    for (const day of ['05', '06', '07'])
      await kept(
        alex.id,
        harriet.id,
        `2027-01-${day}T09:00:00.000Z`,
        'cancelled',
        null,
        `2026-12-${day}T09:00:00.000Z`,
      );
    expect((await adminFigures()).completionRate).toBe(2 / 6);

    // a December consultation cancelled back in November ended then, not now
    await kept(
      alex.id,
      harriet.id,
      '2026-12-08T09:00:00.000Z',
      'cancelled',
      null,
      '2026-11-20T09:00:00.000Z',
    );
    expect((await adminFigures()).completionRate).toBe(2 / 6);
    // in January, December's cancellations of January's consultations are history
    w.at(Date.parse('2027-01-15T12:00:00Z'));
    expect((await adminFigures()).completionRate).toBeNull();
  });

  it('average the visible reviews only, to one decimal', async () => {
    const other = await bookableLawyer(w, {}, 'Other Lawyer');
    const before = await adminFigures();
    expect(before.reviews).toBe(0);
    await reviewed(alex.id, harriet.id, 5);
    await reviewed(alex.id, harriet.id, 4);
    await reviewed(other.id, harriet.id, 4);
    // hidden by an admin: kept, and left out
    await reviewed(other.id, harriet.id, 1, true);
    expect(await adminFigures()).toMatchObject({ averageRating: 4.3, reviews: 3 });
  });
});

describe('who gets which figures', () => {
  it("gives a client and a lawyer their own figures, never the admin's", async () => {
    const someone = await client(w.app, 'Nosy Parker');
    const mine = await stats(someone.access);
    expect(clientStatsSchema.strict().parse(mine).role).toBe('client');
    const alex = await bookableLawyer(w, {}, 'Curious Lawyer');
    expect(lawyerStatsSchema.strict().parse(await stats(alex.access)).role).toBe('lawyer');
  });

  it('answers 401 without a token', async () => {
    const res = await w.app.api.inject({ url: URL });
    expect(res.statusCode).toBe(401);
  });
});
