// A decision names the version of the request the admin reviewed: a resubmission made since is
// never decided unseen (docs/decisions/0075-decisions-name-the-version-reviewed.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_FILES,
  FIELDS,
  QUEUE,
  listRequests,
  pdf,
  profileOf,
  submitProfile,
  submittedLawyer,
} from '../support/profile-fixtures.ts';
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

const CHANGED =
  'This request changed since you opened it: the lawyer sent it again. Review it again before deciding.';
const decide = (id: string, action: string, body?: unknown) =>
  postJson(app, `${QUEUE}/${id}/${action}/`, body, bearer(admin));
const itemOf = async (email: string) => (await listRequests(app, admin)).find((r) => r.email === email);

/** Hannah submits, the admin opens her request, then she sends it again with another licence and ID. */
async function resubmittedUnderTheAdmin() {
  const hannah = await submittedLawyer(app, admin, {
    full_name: 'Hannah Price',
    license_number: 'SRA-100001',
  });
  const seen = hannah.item;
  const again = await submitProfile(app, hannah.tokens.access, {
    ...FIELDS,
    full_name: 'Hannah Price',
    license_number: 'SRA-999999',
    government_id: pdf('other-id.pdf'),
  });
  expect(again.statusCode).toBe(201);
  return { hannah, seen };
}

describe('the version of a verification request', () => {
  it('starts at 1, and each resubmission changes it and the document dates', async () => {
    const { hannah, seen } = await resubmittedUnderTheAdmin();
    expect(seen.version).toBe(1);
    const now = await itemOf(hannah.email);
    expect(now).toMatchObject({ id: seen.id, version: 2, barNumber: 'SRA-999999' });
    expect(now?.documentsUploadedAt?.government_id).not.toBe(seen.documentsUploadedAt?.government_id);
    expect(now?.documentsUploadedAt?.law_degree).toBe(seen.documentsUploadedAt?.law_degree);
  });

  it.each([
    ['approve', {}],
    ['reject', { reason: 'Licence not found.' }],
    ['request-info', { message: 'Please send a clearer ID.' }],
  ])(
    '%s with the version reviewed before a resubmission answers 409 and decides nothing',
    async (action, body) => {
      const { hannah, seen } = await resubmittedUnderTheAdmin();
      const res = await decide(seen.id, action, { ...body, version: seen.version });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ detail: CHANGED });
      expect((await itemOf(hannah.email))?.status).toBe('pending');
      expect((await profileOf(app, hannah.tokens.access)).verification.status).toBe('pending');
    },
  );

  it('decides with the current version', async () => {
    const { hannah } = await resubmittedUnderTheAdmin();
    const current = await itemOf(hannah.email);
    const res = await decide(current?.id ?? '', 'approve', { version: current?.version });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'approved', version: 2, barNumber: 'SRA-999999' });
  });

  it('decides without a version, as a backend without versions is called', async () => {
    const { hannah, seen } = await resubmittedUnderTheAdmin();
    expect((await decide(seen.id, 'approve')).statusCode).toBe(200);
    expect((await itemOf(hannah.email))?.status).toBe('approved');
  });

  it('a decided request still answers "already decided", whatever the version', async () => {
    const lawyer = await submittedLawyer(app, admin);
    expect((await decide(lawyer.item.id, 'reject', { reason: 'Not found.', version: 1 })).statusCode).toBe(
      200,
    );
    const late = await decide(lawyer.item.id, 'approve', { version: 7 });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toEqual({ detail: 'This request has already been rejected.' });
  });

  it.each([[{ version: 'one' }], [{ version: 0 }], [{ version: 1.5 }], [{ version: 1, extra: true }]])(
    'refuses a malformed body %j with a field message',
    async (body) => {
      const lawyer = await submittedLawyer(app, admin);
      const res = await decide(lawyer.item.id, 'approve', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json(res))).toEqual([Object.keys(body).at(-1)]);
      expect((await itemOf(lawyer.email))?.status).toBe('pending');
    },
  );

  it('a full resubmission keeps every document and still counts as a new version', async () => {
    const lawyer = await submittedLawyer(app, admin);
    expect((await submitProfile(app, lawyer.tokens.access, { ...FIELDS, ...ALL_FILES })).statusCode).toBe(
      201,
    );
    expect((await itemOf(lawyer.email))?.version).toBe(2);
    expect((await decide(lawyer.item.id, 'approve', { version: 1 })).statusCode).toBe(409);
  });
});
