import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lawyerProfileSchema } from '../../../src/api/contract.ts';
import { ALL_FILES, FIELDS, PNG, pdf, submitProfile } from '../support/profile-fixtures.ts';
import { bearer, json, makeApp, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let access: string;
beforeEach(async () => {
  app = await makeApp();
  access = (await register(app, 'lawyer')).tokens.access;
});
afterEach(async () => {
  await app.dispose();
});

const mine = async () =>
  lawyerProfileSchema.parse(
    (await app.api.inject({ url: '/api/accounts/lawyer-profiles/me/', headers: bearer(access) })).json(),
  );
const uploads = () => app.ctx.store.list();

describe('lawyer profile submission', () => {
  it('starts as not submitted', async () => {
    expect(await mine()).toEqual({
      profile: null,
      documents: { profile_picture: false, government_id: false, law_degree: false, bar_certificate: false },
      verification: {
        status: 'not_submitted',
        reason: null,
        message: null,
        submittedAt: null,
        verified: false,
      },
    });
  });

  it('stores the profile and documents and puts the request in pending', async () => {
    const res = await submitProfile(app, access);
    expect(res.statusCode).toBe(201);
    const body = lawyerProfileSchema.parse(res.json());
    expect(body.profile).toEqual({
      ...FIELDS,
      experience_years: 8,
      regulator: 'SRA',
      hourly_rate: null,
      first_consultation_fee: null,
    });
    expect(Object.values(body.documents)).toEqual([true, true, true, true]);
    expect(body.verification.status).toBe('pending');
    const { review, ...kept } = body;
    expect(review).toBe('first');
    expect(await mine()).toEqual(kept);
    // stored under generated names, never the uploaded ones
    const stored = await uploads();
    expect(stored).toHaveLength(4);
    expect(stored.every((name) => /^[a-f0-9]{32}\.(pdf|png)$/.test(name))).toBe(true);
  });

  it('accepts JPEG/PNG documents and a photo is optional', async () => {
    const { profile_picture: _photo, ...documents } = ALL_FILES;
    const res = await submitProfile(app, access, {
      ...FIELDS,
      ...documents,
      law_degree: { filename: 'degree.png', content: PNG },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).documents).toMatchObject({ profile_picture: false, law_degree: true });
  });

  it('keeps earlier documents, replaces and deletes the re-sent ones, and updates the fields', async () => {
    await submitProfile(app, access);
    const before = await uploads();
    const res = await submitProfile(app, access, {
      ...FIELDS,
      location: 'York',
      government_id: pdf('new-id.pdf'),
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ profile: { location: string } }>(res).profile.location).toBe('York');
    // the list is what the store holds: the replaced file is gone from it
    const after = await uploads();
    expect(after).toHaveLength(4);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(before.filter((name) => !after.includes(name))).toHaveLength(1);
  });

  it('keeps the new files when the replaced ones cannot be deleted (the store failing after the save)', async () => {
    await submitProfile(app, access);
    const before = await uploads();
    const remove = app.ctx.store.remove.bind(app.ctx.store);
    app.ctx.store.remove = async () => {
      throw new Error('object storage unreachable');
    };
    try {
      const res = await submitProfile(app, access, { ...FIELDS, government_id: pdf('new-id.pdf') });
      expect(res.statusCode).toBe(201);
    } finally {
      app.ctx.store.remove = remove;
    }
    // the new file is there and in use; the old one is left over, not the new one lost
    const after = await uploads();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(after).toEqual(expect.arrayContaining(before));
    const id = await app.ctx.db
      .selectFrom('documents')
      .select('stored_name')
      .where('kind', '=', 'government_id')
      .executeTakeFirstOrThrow();
    expect(before).not.toContain(id.stored_name);
    expect(after).toContain(id.stored_name);
  });

  it('requires all three documents on file, naming each missing one', async () => {
    const res = await submitProfile(app, access, { ...FIELDS, government_id: pdf() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      law_degree: ['This document is required.'],
      bar_certificate: ['This document is required.'],
    });
    expect(await uploads()).toHaveLength(0);
  });

  it.each([
    ['missing name', { full_name: undefined }, 'full_name', 'This field is required.'],
    [
      'unknown specialization',
      { specialization: 'Space Law' },
      'specialization',
      '"Space Law" is not a valid choice.',
    ],
    [
      'non-numeric experience',
      { experience_years: 'ten' },
      'experience_years',
      'A valid integer is required.',
    ],
    [
      'fractional experience',
      { experience_years: '2.5' },
      'experience_years',
      'A valid integer is required.',
    ],
    [
      'negative experience',
      { experience_years: '-1' },
      'experience_years',
      'Ensure this value is greater than or equal to 0.',
    ],
    [
      'too much experience',
      { experience_years: '71' },
      'experience_years',
      'Ensure this value is less than or equal to 70.',
    ],
    ['long bio', { bio: 'b'.repeat(2001) }, 'bio', 'Ensure this field has no more than 2000 characters.'],
    ['unknown text field', { nickname: 'Al' }, 'nickname', 'This field is not allowed.'],
  ])('refuses %s with a field message', async (_label, change, field, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...FIELDS, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const res = await submitProfile(app, access, { ...fields, ...ALL_FILES });
    expect(res.statusCode).toBe(400);
    expect(json(res)[field]).toEqual([message]);
  });
});
