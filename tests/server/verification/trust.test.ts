// Verification people can trust, through the API: which saves keep a verified lawyer verified
// and which need a new review (while matching keeps the approved facts), the lawyer's own
// fees, licence numbers refused with a field message, and the history of every submission and
// decision.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lawyerProfileSchema,
  matchResponseSchema,
  verificationCountsSchema,
  verificationHistorySchema,
} from '../../../src/api/contract.ts';
import {
  ALL_FILES,
  FIELDS,
  QUEUE,
  listRequests,
  pdf,
  photo,
  profileOf,
  submitProfile,
  submittedLawyer,
} from '../support/profile-fixtures.ts';
import type { FormParts } from '../support/helpers.ts';
import { adminTokens, bearer, json, makeApp, postJson } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await makeApp();
  admin = (await adminTokens(app)).access;
});
afterEach(async () => {
  await app.dispose();
});

const decide = (id: string, action: string, body: unknown = {}) =>
  postJson(app, `${QUEUE}/${id}/${action}/`, body, bearer(admin));
const LEEDS_CASE = { city: 'Leeds', issue: 'I was dismissed from my job without any warning or a hearing.' };
const matchedNames = async () =>
  matchResponseSchema
    .parse((await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: LEEDS_CASE })).json())
    .lawyers.map((l) => l.name);

async function verifiedLawyer() {
  const lawyer = await submittedLawyer(app, admin, { hourly_rate: '180' } as Partial<typeof FIELDS>);
  expect((await decide(lawyer.item.id, 'approve')).statusCode).toBe(200);
  return lawyer;
}

describe('saving as a verified lawyer', () => {
  const cases: Array<[string, 'none' | 'change' | 'renewal', FormParts]> = [
    ['a new bio', 'none', { bio: 'Now also advising on redundancy.' }],
    ['education', 'none', { education: 'LLB, LLM (Leeds)' }],
    ['the place', 'none', { location: 'York' }],
    ['the hourly rate', 'none', { hourly_rate: '210' }],
    ['a new photo', 'none', { profile_picture: photo() }],
    ['the name', 'change', { full_name: 'Alex Morgan-Reid' }],
    ['the regulator', 'change', { regulator: 'CILEX', license_number: '20011873' }],
    ['the licence number', 'change', { license_number: '654321' }],
    ['a new government ID', 'change', { government_id: pdf('id-2.pdf') }],
    ['a new degree', 'change', { law_degree: pdf('degree-2.pdf') }],
  ];

  it.each(cases)(
    '%s: review %s, and the lawyer stays matched on the approved facts',
    async (_, review, edit) => {
      const lawyer = await verifiedLawyer();
      const res = await submitProfile(app, lawyer.tokens.access, { ...FIELDS, hourly_rate: '180', ...edit });
      expect(res.statusCode).toBe(201);
      const body = lawyerProfileSchema.parse(res.json());
      expect(body.review).toBe(review);
      expect(body.verification.verified).toBe(true);
      // still matched, under the approved name until an admin approves a new one
      const place = 'location' in edit ? { ...LEEDS_CASE, city: 'York' } : LEEDS_CASE;
      const matched = matchResponseSchema.parse(
        (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: place })).json(),
      );
      expect(matched.lawyers.map((l) => l.name)).toEqual([FIELDS.full_name]);
      const rechecks = await listRequests(app, admin, '?queue=rechecks');
      expect(rechecks.map((r) => r.email)).toEqual(review === 'none' ? [] : [lawyer.email]);
    },
  );

  it('applies changed facts when the admin approves them, and keeps the approved ones when rejected', async () => {
    const lawyer = await verifiedLawyer();
    await submitProfile(app, lawyer.tokens.access, { ...FIELDS, full_name: 'Alex Morgan-Reid' });
    const [change] = await listRequests(app, admin, '?queue=rechecks');
    expect(change?.pendingChange).toMatchObject({ full_name: 'Alex Morgan-Reid' });
    expect(change?.name).toBe(FIELDS.full_name);
    expect((await decide(change?.id ?? '', 'approve', { version: change?.version })).statusCode).toBe(200);
    expect(await matchedNames()).toEqual(['Alex Morgan-Reid']);

    await submitProfile(app, lawyer.tokens.access, { ...FIELDS, full_name: 'Someone Else' });
    const [second] = await listRequests(app, admin, '?queue=rechecks');
    const rejected = await decide(second?.id ?? '', 'reject', { reason: 'The name does not match the ID.' });
    expect(rejected.statusCode).toBe(200);
    expect(await matchedNames()).toEqual(['Alex Morgan-Reid']);
    const profile = await profileOf(app, lawyer.tokens.access);
    expect(profile.verification).toMatchObject({ verified: true, reason: 'The name does not match the ID.' });
    expect(profile.profile?.full_name).toBe('Alex Morgan-Reid');
  });

  it('lists requests by state with counts', async () => {
    const a = await verifiedLawyer();
    await submittedLawyer(app, admin);
    const asked = await submittedLawyer(app, admin);
    await decide(asked.item.id, 'request-info', { message: 'Please send a clearer ID.' });
    const refused = await submittedLawyer(app, admin);
    await decide(refused.item.id, 'reject', { reason: 'Not on the register.' });
    await submitProfile(app, a.tokens.access, { ...FIELDS, license_number: '777777' });
    const counts = verificationCountsSchema.parse(
      json(await app.api.inject({ url: `${QUEUE}/counts/`, headers: bearer(admin) })),
    );
    expect(counts).toEqual({ new: 1, info_requested: 1, rechecks: 1, approved: 0, rejected: 1 });
  });
});

describe('fees', () => {
  it('are never invented: a lawyer without a rate is matched with none', async () => {
    const lawyer = await submittedLawyer(app, admin);
    await decide(lawyer.item.id, 'approve');
    const [card] = matchResponseSchema.parse(
      (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: LEEDS_CASE })).json(),
    ).lawyers;
    expect(card?.hourlyRate ?? null).toBeNull();
    expect(card?.verifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('are the lawyer’s own, in pounds, with an optional first consultation fee', async () => {
    const lawyer = await submittedLawyer(app, admin, {
      hourly_rate: '£185.50',
      first_consultation_fee: '60',
    } as Partial<typeof FIELDS>);
    await decide(lawyer.item.id, 'approve');
    const profile = await profileOf(app, lawyer.tokens.access);
    expect(profile.profile).toMatchObject({ hourly_rate: 185.5, first_consultation_fee: 60 });
    const [card] = matchResponseSchema.parse(
      (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: LEEDS_CASE })).json(),
    ).lawyers;
    expect(card?.hourlyRate).toBe(185.5);
  });

  it('refuses an amount that is not one, with a field message', async () => {
    const lawyer = await submittedLawyer(app, admin);
    const res = await submitProfile(app, lawyer.tokens.access, { ...FIELDS, hourly_rate: 'lots' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ hourly_rate: ['Enter an amount in pounds, such as 150.'] });
  });
});

describe('licence numbers', () => {
  it('answers a field message the form can show, and keeps nothing', async () => {
    const lawyer = await submittedLawyer(app, admin);
    const res = await submitProfile(app, lawyer.tokens.access, {
      ...FIELDS,
      license_number: 'Bar-2019-04521',
      ...ALL_FILES,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      license_number: [expect.stringContaining('SRA number is up to seven digits')],
    });
    expect((await profileOf(app, lawyer.tokens.access)).profile?.license_number).toBe(FIELDS.license_number);
  });

  it('takes the Solicitors Regulation Authority when no regulator is named', async () => {
    const lawyer = await submittedLawyer(app, admin);
    expect((await profileOf(app, lawyer.tokens.access)).profile?.regulator).toBe('SRA');
  });
});

describe('history', () => {
  const historyOf = async (id: string) =>
    verificationHistorySchema.parse(
      json(await app.api.inject({ url: `${QUEUE}/${id}/history/`, headers: bearer(admin) })),
    );

  it('records every submission and decision: who, what, the version and the reason', async () => {
    const lawyer = await submittedLawyer(app, admin);
    await decide(lawyer.item.id, 'request-info', { message: 'Please send a clearer ID.' });
    await submitProfile(app, lawyer.tokens.access, { ...FIELDS, government_id: pdf('clear-id.pdf') });
    await decide(lawyer.item.id, 'reject', { reason: 'Not on the register.' });
    await submitProfile(app, lawyer.tokens.access, { ...FIELDS, license_number: '123457' });
    await decide(lawyer.item.id, 'approve');

    const history = await historyOf(lawyer.item.id);
    expect(history.map((e) => [e.action, e.version, e.note])).toEqual([
      ['submitted', 1, null],
      ['info_requested', 1, 'Please send a clearer ID.'],
      ['submitted', 2, null],
      ['rejected', 2, 'Not on the register.'],
      ['submitted', 3, null],
      ['approved', 3, null],
    ]);
    expect(history[1]?.by).toMatch(/\(admin\)$/);
    expect(history[2]?.changes).toEqual(['government_id']);
    expect(history[4]?.changes).toEqual(['license_number']);

    // the lawyer sees the same history
    const own = await app.api.inject({
      url: '/api/accounts/lawyer-profiles/me/history/',
      headers: bearer(lawyer.tokens.access),
    });
    expect(verificationHistorySchema.parse(json(own))).toHaveLength(6);
  });

  it('cannot be edited or deleted through the API', async () => {
    const lawyer = await submittedLawyer(app, admin);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.api.inject({
        method,
        url: `${QUEUE}/${lawyer.item.id}/history/`,
        headers: bearer(admin),
      });
      expect([404, 405]).toContain(res.statusCode);
    }
    expect(await historyOf(lawyer.item.id)).toHaveLength(1);
  });

  it('refuses a rejection without a reason', async () => {
    const lawyer = await submittedLawyer(app, admin);
    const res = await decide(lawyer.item.id, 'reject', {});
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ reason: ['This field is required.'] });
  });
});
