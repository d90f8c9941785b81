import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchResponseSchema, verificationRequestSchema } from '../../../src/api/contract.ts';
import {
  FIELDS,
  QUEUE,
  pdf,
  profileOf as profileIn,
  submitProfile,
  submittedLawyer as submittedLawyerFor,
} from '../support/profile-fixtures.ts';
import { PASSWORD, adminTokens, bearer, json, login, makeApp, postJson } from '../support/helpers.ts';
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

const decide = (id: string, action: string, body?: unknown) =>
  postJson(app, `${QUEUE}/${id}/${action}/`, body, bearer(admin));
const submittedLawyer = (fields: Partial<typeof FIELDS> = {}) => submittedLawyerFor(app, admin, fields);
const profileOf = (access: string) => profileIn(app, access);

describe('decisions', () => {
  it('approve makes the lawyer verified for me, login and matching', async () => {
    const lawyer = await submittedLawyer({ specialization: 'Immigration Law', location: 'Leeds' });
    const ask = { city: 'Leeds', issue: 'My visa application was refused by the Home Office.' };
    const before = matchResponseSchema.parse(
      (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: ask })).json(),
    );
    expect(before).toEqual({ matched: false, lawyers: [] });

    const res = await decide(lawyer.item.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(verificationRequestSchema.parse(res.json())).toMatchObject({
      id: lawyer.item.id,
      status: 'approved',
    });
    const me = await app.api.inject({ url: '/api/accounts/me/', headers: bearer(lawyer.tokens.access) });
    expect(json(me).isVerified).toBe(true);
    expect((await login(app, lawyer.email, PASSWORD)).user.isVerified).toBe(true);
    expect((await profileOf(lawyer.tokens.access)).verification.status).toBe('approved');

    const after = matchResponseSchema.parse(
      (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: ask })).json(),
    );
    expect(after.matched).toBe(true);
    expect(after.lawyers.map((l) => l.id)).toEqual([lawyer.user.id]);
    const photo = after.lawyers[0]?.profile_picture ?? '';
    expect(photo).toMatch(
      new RegExp(`^http://localhost:\\d+/api/accounts/lawyers/${lawyer.user.id}/photo/\\?v=`),
    );
    const img = await app.api.inject({ url: new URL(photo).pathname + new URL(photo).search });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('reject and request-info reach the lawyer; a resubmission goes back to pending', async () => {
    const lawyer = await submittedLawyer();
    const info = await decide(lawyer.item.id, 'request-info', { message: 'Please upload a clearer ID.' });
    expect(info.statusCode).toBe(200);
    expect(json(info)).toMatchObject({ status: 'info_requested', message: 'Please upload a clearer ID.' });
    expect((await profileOf(lawyer.tokens.access)).verification).toMatchObject({
      status: 'info_requested',
      message: 'Please upload a clearer ID.',
    });

    const rejected = await decide(lawyer.item.id, 'reject', { reason: 'Bar number not found.' });
    expect(json(rejected)).toMatchObject({ status: 'rejected', reason: 'Bar number not found.' });
    expect((await profileOf(lawyer.tokens.access)).verification).toMatchObject({
      status: 'rejected',
      reason: 'Bar number not found.',
    });
    expect(
      json(await app.api.inject({ url: '/api/accounts/me/', headers: bearer(lawyer.tokens.access) }))
        .isVerified,
    ).toBe(false);

    // resubmitting only the ID keeps the degree and certificate from before
    const again = await submitProfile(app, lawyer.tokens.access, {
      ...FIELDS,
      government_id: pdf('id2.pdf'),
    });
    expect(again.statusCode).toBe(201);
    const profile = await profileOf(lawyer.tokens.access);
    expect(profile.verification).toMatchObject({ status: 'pending', reason: null, message: null });
    expect(profile.documents).toMatchObject({ government_id: true, law_degree: true, bar_certificate: true });
  });

  it('reject needs a reason and request-info a message', async () => {
    const lawyer = await submittedLawyer();
    expect((await decide(lawyer.item.id, 'request-info', {})).json()).toEqual({
      message: ['This field is required.'],
    });
    expect((await decide(lawyer.item.id, 'request-info', { message: '  ' })).statusCode).toBe(400);
    const bare = await app.api.inject({
      method: 'POST',
      url: `${QUEUE}/${lawyer.item.id}/reject/`,
      headers: bearer(admin),
    });
    expect(bare.statusCode).toBe(400);
    expect(json(bare)).toEqual({ reason: ['This field is required.'] });
    expect(json(await decide(lawyer.item.id, 'reject', { reason: ' ' }))).toEqual({
      reason: ['This field may not be blank.'],
    });
    const res = await decide(lawyer.item.id, 'reject', { reason: 'Not on the register.' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'rejected', reason: 'Not on the register.' });
  });

  it('answers 409 to a second decision and 404 to a missing request', async () => {
    const lawyer = await submittedLawyer();
    expect((await decide(lawyer.item.id, 'approve')).statusCode).toBe(200);
    for (const action of ['approve', 'reject', 'request-info']) {
      const res = await decide(
        lawyer.item.id,
        action,
        action === 'request-info' ? { message: 'x' } : action === 'reject' ? { reason: 'x' } : undefined,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'This request has already been approved.' });
    }
    for (const id of ['999', '0', 'abc', '1e3']) expect((await decide(id, 'approve')).statusCode).toBe(404);
  });
});
