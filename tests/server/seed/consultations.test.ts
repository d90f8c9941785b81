// The demo lawyer can be booked at a first start: weekday hours for every kind of consultation,
// three consultations with the demo client dated from the configured clock (one completed, one
// confirmed ahead, one requested about the client's family case), and plenty of free times in
// the next week (docs/decisions/0096-booking-calls.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  consultationListSchema,
  slotsResponseSchema,
} from '../../../src/api/booking-contract.ts';
import { caseDetailSchema, notificationListSchema } from '../../../src/api/cases-contract.ts';
import { buildApp } from '../../../server/app.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL, DEMO_PASSWORD } from '../../../server/seed/demo-data.ts';
import { bearer, login, testConfig } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';

// a Wednesday: the next seven days hold five weekdays
const NOW = Date.parse('2027-12-08T12:00:00Z');

let app: TestApp;
let backing: Backing;
beforeAll(async () => {
  backing = await freshBacking();
  const config = testConfig(backing, { SEED_DEMO: 'true' });
  const built = await buildApp(config, { clock: { now: () => NOW } });
  app = { ...built, dir: backing.dir, config, dispose: () => built.close() };
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await backing?.remove();
});

const get = async (url: string, access: string) => {
  const res = await app.api.inject({ url, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe("the demo lawyer's bookings", () => {
  it('offers every kind of consultation, holds three with the demo client, and leaves the week free to book', async () => {
    const lawyer = (await login(app, DEMO_LAWYER_EMAIL, DEMO_PASSWORD)).tokens.access;
    const client = await login(app, DEMO_CLIENT.email, DEMO_PASSWORD);
    const settings = availabilitySchema.parse(await get('/api/lawyers/me/availability/', lawyer));
    expect(settings).toMatchObject({ types: ['video', 'phone', 'in_person'], available: true });
    expect(settings.meetingUrl).toMatch(/^https:\/\//);
    expect(settings.officeAddress).toMatch(/London/);

    const upcoming = consultationListSchema.parse(
      await get('/api/consultations/?when=upcoming', client.tokens.access),
    ).results;
    const past = consultationListSchema.parse(
      await get('/api/consultations/?when=past', client.tokens.access),
    ).results;
    expect(upcoming.map((c) => [c.status, c.type])).toEqual([
      ['confirmed', 'phone'],
      ['requested', 'in_person'],
    ]);
    expect(past.map((c) => [c.status, c.type])).toEqual([['completed', 'video']]);
    expect(
      upcoming.every((c) => Date.parse(c.startsAt) > NOW && Date.parse(c.startsAt) < NOW + 14 * 86_400_000),
    ).toBe(true);
    expect(Date.parse(past[0]?.endsAt ?? '')).toBeLessThan(NOW);
    expect(
      // her fixed first-consultation fee, by the one fee rule (docs/decisions/0116-one-fee-rule.md)
      [...upcoming, ...past].every((c) => c.lawyer.name === 'Amelia Hughes' && c.feePence === 7_500),
    ).toBe(true);

    const requested = upcoming.find((c) => c.status === 'requested');
    const kase = caseDetailSchema.parse(await get(`/api/cases/${requested?.caseId}/`, client.tokens.access));
    expect(kase.consultations?.map((c) => c.id)).toEqual([requested?.id]);
    const bell = notificationListSchema.parse(await get('/api/notifications/', lawyer));
    expect(
      bell.results.some(
        (n) => n.kind === 'consultation_requested' && n.text.startsWith('Sarah asked for a consultation'),
      ),
    ).toBe(true);

    const lawyerId = upcoming[0]?.lawyer.id;
    const week = slotsResponseSchema.parse(
      await get(`/api/lawyers/${lawyerId}/slots/?from=2027-12-08&days=7`, client.tokens.access),
    );
    expect(week.slots.length).toBeGreaterThan(40);
  });
});
