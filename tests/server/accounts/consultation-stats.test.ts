// The dashboards' consultation figures (docs/decisions/0096-booking-calls.md): a client's pending
// ones (requested or proposed), a lawyer's completed ones, and the fees of those completed that
// started in this London calendar month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meStatsSchema } from '../../../src/api/stats-contract.ts';
import { call } from '../support/cases-fixtures.ts';
import { bookableLawyer, client, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await world();
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

const stats = async (who: Person) => {
  const res = await call(w.app, 'GET', '/api/accounts/me/stats/', who.access);
  expect(res.statusCode, res.body).toBe(200);
  return meStatsSchema.parse(res.json());
};

/** One consultation put straight into the database, starting at `startsAt`. */
async function kept(
  lawyer: Person,
  owner: Person,
  startsAt: string,
  status: string,
  feePence: number | null,
) {
  const end = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  await w.app.ctx.db
    .insertInto('consultations')
    .values({
      lawyer_id: lawyer.id,
      client_id: owner.id,
      type: 'video',
      starts_at: startsAt,
      ends_at: end,
      blocked_until: end,
      status: status as 'completed',
      fee_pence: feePence,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .execute();
}

describe('consultation figures', () => {
  it('count pending, completed and this London month’s earnings, each for its own person only', async () => {
    const lawyer = await bookableLawyer(w);
    const other = await bookableLawyer(w, {}, 'Other Lawyer');
    const me = await client(w.app, 'Harriet Quillfeather');
    const someone = await client(w.app, 'Someone Else');
    // Thursday 15 October 2026, 12:00 BST: this month began on 30 September at 23:00 UTC
    w.at(Date.parse('2026-10-15T11:00:00Z'));
    // the lawyer's: two completed this month (one at 00:30 BST on 1 October, still September in
    // UTC), one completed in September, one completed with no fee, one confirmed, one cancelled
    await kept(lawyer, me, '2026-09-30T23:30:00.000Z', 'completed', 12_000);
    await kept(lawyer, me, '2026-10-05T09:00:00.000Z', 'completed', 9_500);
    await kept(lawyer, someone, '2026-09-30T22:30:00.000Z', 'completed', 50_000);
    await kept(lawyer, someone, '2026-10-06T09:00:00.000Z', 'completed', null);
    await kept(lawyer, me, '2026-10-20T09:00:00.000Z', 'confirmed', 20_000);
    await kept(lawyer, me, '2026-10-21T09:00:00.000Z', 'cancelled', 20_000);
    // the client's pending: requested and proposed, with either lawyer
    await kept(lawyer, me, '2026-10-22T09:00:00.000Z', 'requested', null);
    await kept(other, me, '2026-10-22T09:00:00.000Z', 'proposed', null);
    await kept(other, someone, '2026-10-23T09:00:00.000Z', 'requested', null);
    await kept(other, me, '2026-10-24T09:00:00.000Z', 'declined', null);

    expect(await stats(lawyer)).toMatchObject({
      role: 'lawyer',
      totalConsultations: 4,
      monthlyEarningsPence: 21_500,
    });
    expect(await stats(other)).toMatchObject({ totalConsultations: 0, monthlyEarningsPence: 0 });
    expect(await stats(me)).toMatchObject({ role: 'client', pendingConsultations: 2 });
    expect(await stats(someone)).toMatchObject({ pendingConsultations: 1 });

    // in November the month starts again
    w.at(Date.parse('2026-11-02T12:00:00Z'));
    expect(await stats(lawyer)).toMatchObject({ totalConsultations: 4, monthlyEarningsPence: 0 });
  });
});
