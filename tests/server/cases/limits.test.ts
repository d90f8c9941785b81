// Nothing anyone can flood (docs/decisions/0110-limits-on-writing.md): a client keeps at most 10
// open cases and posts at most 10 in any 24 hours, counted even when the cases are sent at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES_PER_DAY_MAX, OPEN_CASES_MAX } from '../../../server/rules/limits.ts';
import { FAMILY_CASE, call, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { world } from '../support/consultations-fixtures.ts';
import type { World } from '../support/consultations-fixtures.ts';

let w: World;
let nearby: Person;
beforeAll(async () => {
  w = await world();
  nearby = await lawyer(w.app, w.admin, 'Family Law', 'London');
});
afterAll(() => w.app.dispose());

const post = (who: Person, n = 0) =>
  call(w.app, 'POST', '/api/cases/', who.access, { ...FAMILY_CASE, title: `${FAMILY_CASE.title} ${n}` });

const newLeads = async () => {
  const rows = await w.app.ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', nearby.id)
    .where('kind', '=', 'new_lead')
    .executeTakeFirstOrThrow();
  return Number(rows.n);
};

describe('a client who posts cases', () => {
  it(`keeps at most ${OPEN_CASES_MAX} open, however many are sent at once; a lawyer hears of those only`, async () => {
    const flooder = await client(w.app, 'Flo Odd');
    const before = await newLeads();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(flooder, i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(OPEN_CASES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - OPEN_CASES_MAX);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({
      detail: 'You have 10 open cases. Close one you no longer need before you post another.',
    });
    expect(await newLeads()).toBe(before + OPEN_CASES_MAX);
    // a day later the ten are still open: still no room, and waiting does not help
    w.at(Date.now() + 25 * 3600_000);
    const still = await post(flooder);
    expect([still.statusCode, still.headers['retry-after']]).toEqual([429, undefined]);
    // closing one makes room for one
    const kept = answers.find((a) => a.statusCode === 201)?.json() as { id: string };
    expect((await call(w.app, 'POST', `/api/cases/${kept.id}/close/`, flooder.access)).statusCode).toBe(200);
    expect((await post(flooder)).statusCode).toBe(201);
    expect((await post(flooder)).statusCode).toBe(429);
    w.at(Date.now());
  });

  it(`posts at most ${CASES_PER_DAY_MAX} in any 24 hours: 429 with Retry-After and the time to post again`, async () => {
    const busy = await client(w.app, 'Bea Busy');
    for (let i = 0; i < CASES_PER_DAY_MAX; i += 1) {
      const res = await post(busy, i);
      expect(res.statusCode, res.body).toBe(201);
      await call(w.app, 'POST', `/api/cases/${(res.json() as { id: string }).id}/close/`, busy.access);
    }
    w.at(Date.now());
    const refused = await post(busy);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    // the first of the ten leaves the 24 hours a little under a day from now
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect((refused.json() as { detail: string }).detail).toMatch(
      /^You have posted 10 cases in the last 24 hours\. You can post another from \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)\.$/,
    );
    // a day later the window has moved on
    w.at(Date.now() + 24 * 3600_000 + 60_000);
    expect((await post(busy)).statusCode).toBe(201);
    w.at(Date.now());
  });
});
