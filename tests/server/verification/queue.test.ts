import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FIELDS } from '../support/profile-fixtures.ts';
import {
  PDF,
  PNG,
  QUEUE,
  listRequests,
  submittedLawyer as submittedLawyerFor,
} from '../support/profile-fixtures.ts';
import { adminTokens, bearer, makeApp, postJson } from '../support/helpers.ts';
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

const list = (query = '') => listRequests(app, admin, query);
const decide = (id: string, action: string, body?: unknown) =>
  postJson(app, `${QUEUE}/${id}/${action}/`, body, bearer(admin));
const submittedLawyer = (fields: Partial<typeof FIELDS> = {}) => submittedLawyerFor(app, admin, fields);

describe('verification queue', () => {
  it('lists requests oldest first with the contract fields, filters by status and searches', async () => {
    const a = await submittedLawyer({ full_name: 'Ada Lovelace', specialization: 'Tax Law' });
    const b = await submittedLawyer({ full_name: 'Bob Stone', specialization: 'Property Law' });
    expect(a.item).toMatchObject({
      name: 'Ada Lovelace',
      email: a.email,
      specialization: 'Tax Law',
      city: 'Leeds',
      experience: 8,
      barNumber: 'SRA-123456',
      documents: { id: true, degree: true, bar: true, photo: true },
      status: 'pending',
    });
    expect(new Date(a.item.submittedDate).toISOString()).toBe(a.item.submittedDate);
    expect((await list()).map((r) => r.id)).toEqual([a.item.id, b.item.id]);
    await decide(b.item.id, 'approve');
    expect((await list('?status=pending')).map((r) => r.id)).toEqual([a.item.id]);
    expect((await list('?status=approved')).map((r) => r.id)).toEqual([b.item.id]);
    expect((await list('?status=&search=')).length).toBe(2);
    expect((await list('?search=ADA')).map((r) => r.id)).toEqual([a.item.id]);
    expect((await list('?search=property')).map((r) => r.id)).toEqual([b.item.id]);
    expect((await list(`?search=${encodeURIComponent(b.email.toUpperCase())}`)).map((r) => r.id)).toEqual([
      b.item.id,
    ]);
    expect(await list('?search=%25')).toEqual([]);
  });

  it.each([['?status=done'], ['?colour=red'], [`?search=${'x'.repeat(101)}`]])(
    'refuses the query %s with 400',
    async (query) => {
      const res = await app.api.inject({ url: `${QUEUE}/${query}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('documents', () => {
  it('serves each document with its detected type, as an attachment, never sniffed or cached', async () => {
    const lawyer = await submittedLawyer();
    const cases = [
      ['government_id', 'application/pdf', 'pdf', PDF],
      ['profile_picture', 'image/png', 'png', PNG],
    ] as const;
    for (const [kind, type, ext, bytes] of cases) {
      const res = await app.api.inject({
        url: `${QUEUE}/${lawyer.item.id}/documents/${kind}/`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}.${ext}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    for (const url of [`${lawyer.item.id}/documents/passport/`, `999/documents/law_degree/`]) {
      expect((await app.api.inject({ url: `${QUEUE}/${url}`, headers: bearer(admin) })).statusCode).toBe(404);
    }
  });

  it('answers a lost stored file with a 404 that leaks nothing', async () => {
    const lawyer = await submittedLawyer();
    await app.ctx.store.remove(await app.ctx.store.list());
    const res = await app.api.inject({
      url: `${QUEUE}/${lawyer.item.id}/documents/law_degree/`,
      headers: bearer(admin),
    });
    // docs/decisions/0073-missing-stored-file-is-not-found.md
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'The file is no longer available.' });
  });
});
