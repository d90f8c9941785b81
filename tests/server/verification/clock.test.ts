// The parts of verification that follow the calendar, at fixed dates: the yearly re-check
// (due from 1 October, out of matching 30 days after 1 November) and government IDs deleted
// 30 days after their request is decided.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import { recordLawyerChange } from '../../../server/repo/lawyer-changes.ts';
import { deleteExpiredIds } from '../../../server/services/verification/delete-expired-ids.ts';
import {
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
let today = Date.now();
beforeEach(async () => {
  app = await makeApp();
  today = Date.now();
  app.clock.now = () => today;
  admin = (await adminTokens(app)).access;
});
afterEach(async () => {
  await app.dispose();
});

const decide = (id: string, action: string, body: unknown = {}) =>
  postJson(app, `${QUEUE}/${id}/${action}/`, body, bearer(admin));
const isMatched = async () =>
  matchResponseSchema.parse(
    (
      await app.match.inject({
        method: 'POST',
        url: '/api/match-lawyer',
        payload: { city: 'Leeds', issue: 'I was dismissed from my job without any warning or a hearing.' },
      })
    ).json(),
  ).matched;

async function approvedOn(iso: string) {
  const lawyer = await submittedLawyer(app, admin);
  await decide(lawyer.item.id, 'approve');
  await app.ctx.db
    .updateTable('verification_requests')
    .set({ verified_at: iso, decided_at: iso })
    .where('id', '=', Number(lawyer.item.id))
    .execute();
  // the matching index reads a lawyer again when the change feed names them
  await app.ctx.db.transaction().execute((trx) => recordLawyerChange(trx, Number(lawyer.user.id)));
  await app.ctx.lawyers.refresh();
  return lawyer;
}

describe('the yearly re-check', () => {
  const dates: Array<[string, 'current' | 'due' | 'lapsed', boolean]> = [
    ['2026-09-30T12:00:00Z', 'current', true],
    ['2026-10-01T12:00:00Z', 'due', true],
    ['2026-11-01T12:00:00Z', 'due', true],
    ['2026-12-01T12:00:00Z', 'lapsed', false],
  ];

  it.each(dates)('a lawyer approved on 1 June 2026, on %s: %s, matched %s', async (now, state, matched) => {
    const lawyer = await approvedOn('2026-06-01T10:00:00.000Z');
    today = Date.parse(now);
    const { verification } = await profileOf(app, lawyer.tokens.access);
    expect(verification.renewal?.state).toBe(state);
    expect(verification.verified).toBe(matched);
    if (state === 'due') expect(verification.renewal?.dueBy).toBe('2026-11-01T00:00:00.000Z');
    expect(await isMatched()).toBe(matched);
  });

  it('is met by uploading the current certificate, which an admin approves', async () => {
    const lawyer = await approvedOn('2026-06-01T10:00:00.000Z');
    today = Date.parse('2026-10-20T12:00:00Z');
    const res = await submitProfile(app, lawyer.tokens.access, {
      ...FIELDS,
      bar_certificate: pdf('pc-2027.pdf'),
    });
    expect(json(res).review).toBe('renewal');
    const [renewal] = await listRequests(app, admin, '?queue=rechecks');
    expect(renewal?.kind).toBe('renewal');
    await decide(renewal?.id ?? '', 'approve');
    today = Date.parse('2026-12-02T12:00:00Z');
    expect((await profileOf(app, lawyer.tokens.access)).verification.renewal?.state).toBe('current');
    expect(await isMatched()).toBe(true);
  });
});

describe('government IDs', () => {
  it('are deleted 30 days after the decision: file and row go, the history stays', async () => {
    const lawyer = await submittedLawyer(app, admin);
    await decide(lawyer.item.id, 'approve');
    const { verification } = await profileOf(app, lawyer.tokens.access);
    const deletesAt = Date.parse(verification.idDeletesAt ?? '');
    expect(Math.round((deletesAt - today) / 86_400_000)).toBe(30);
    const idFile = await app.ctx.profiles.document(Number(lawyer.user.id), 'government_id');
    expect(idFile).toBeTruthy();

    expect(await deleteExpiredIds(app.ctx.db, app.ctx.store, deletesAt - 60_000)).toBe(0);
    expect(await deleteExpiredIds(app.ctx.db, app.ctx.store, deletesAt + 60_000)).toBe(1);

    expect((await app.ctx.profiles.documentsOf(Number(lawyer.user.id))).map((d) => d.kind)).not.toContain(
      'government_id',
    );
    expect(await app.ctx.store.list()).not.toContain(idFile?.stored_name);
    const after = await profileOf(app, lawyer.tokens.access);
    expect(after.documents.government_id).toBe(false);
    expect(after.verification.idDeletedAt).toBeTruthy();
    const history = json<Array<{ action: string }>>(
      await app.api.inject({ url: `${QUEUE}/${lawyer.item.id}/history/`, headers: bearer(admin) }),
    );
    expect(history.map((e) => e.action)).toEqual(['submitted', 'approved', 'id_deleted']);
    // still verified, and a later save of practice details needs no new ID
    const save = await submitProfile(app, lawyer.tokens.access, { ...FIELDS, bio: 'Updated.' });
    expect(save.statusCode).toBe(201);
    expect(json(save).review).toBe('none');
  });

  it('stay while the request is open or waiting for information', async () => {
    const lawyer = await submittedLawyer(app, admin);
    await decide(lawyer.item.id, 'request-info', { message: 'Clearer scan please.' });
    expect(await deleteExpiredIds(app.ctx.db, app.ctx.store, today + 90 * 86_400_000)).toBe(0);
    expect((await profileOf(app, lawyer.tokens.access)).verification.idDeletesAt ?? null).toBeNull();
  });
});
