// GET /api/accounts/me/export/: everything about the caller, and of anyone else only what the
// caller was shown (docs/decisions/0102-your-data.md,
// docs/decisions/0114-the-export-checked-table-by-table.md). The serialized download is searched
// for the other party's e-mail, for a number before a time is agreed, and for other people's cases.
// Every column's place in it: export-coverage.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE, accountExportPageSchema } from '../../../src/api/account-data-contract.ts';
import type { AccountExport } from '../../../src/api/account-data-contract.ts';
import { ADMIN } from '../support/helpers.ts';
import { BYSTANDER_CASE, market, NOTE, PHONE, REPORT_REASON, REVIEW_TEXT } from './account-fixtures.ts';
import type { Market } from './account-fixtures.ts';
import { FAMILY_CASE, RESPONSE } from '../support/cases-fixtures.ts';
import { MEETING_URL } from '../support/consultations-fixtures.ts';
import { FIELDS } from '../support/profile-fixtures.ts';

let m: Market;
beforeAll(async () => {
  m = await market();
});
afterAll(async () => {
  await m.w.app.dispose();
});

async function exportOf(access: string, page = 1) {
  const res = await m.w.app.api.inject({
    url: `/api/accounts/me/export/?page=${page}`,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: res.body, data: accountExportPageSchema.parse(res.json()) };
}

const expectAbsent = (text: string, words: string[]) => {
  for (const word of words) expect(text, `"${word}" must not be in the export`).not.toContain(word);
};

describe('the export', () => {
  it('is a dated JSON attachment of a versioned format, only when signed in', async () => {
    const { res, data } = await exportOf(m.client.access);
    const day = new Date(m.w.now()).toISOString().slice(0, 10);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lawmatch-data-${day}.json"`);
    expect(data.format).toBe('lawmatch-export/2');
    expect(data.exportedAt).toBe(new Date(m.w.now()).toISOString());
    const anonymous = await m.w.app.api.inject({ url: '/api/accounts/me/export/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('comes a page at a time: each page the single facts and the next 50 of every list', async () => {
    // 120 notifications: three pages of them
    await m.w.app.ctx.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          user_id: m.lawyer.id,
          kind: 'test',
          text: `n${i}`,
          link: null,
          created_at: new Date(m.w.now()).toISOString(),
        })),
      )
      .execute();
    const pages = [];
    for (let page = 1, more = true; more; page += 1) {
      const { data } = await exportOf(m.lawyer.access, page);
      expect(data.page).toBe(page);
      expect(data.account.id).toBe(String(m.lawyer.id));
      pages.push(data);
      more = data.next !== null;
      if (more) expect(data.next).toBe(`http://localhost:8000/api/accounts/me/export/?page=${page + 1}`);
    }
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.notifications.length)).toEqual([
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
      expect.any(Number),
    ]);
    const texts = pages.flatMap((p) => p.notifications.map((n) => n.text)).filter((t) => /^n\d+$/.test(t));
    expect(texts).toEqual(Array.from({ length: 120 }, (_, i) => `n${i}`));
    // the lists that fit in one page are on the first only
    expect(pages.slice(1).every((p) => p.consultations.length === 0 && p.responses.length === 0)).toBe(true);
  });

  it("holds a client's case with its responses, consultations, review, report and notifications", async () => {
    const { data } = await exportOf(m.client.access);
    expect(data.account).toMatchObject({
      email: m.client.email,
      name: 'Harriet Quillfeather',
      role: 'client',
      // verification is a lawyer's: a client's account claims none
      isVerified: null,
    });
    expect(data.cases.map((c) => c.title)).toEqual([FAMILY_CASE.title]);
    expect(data.cases[0]?.responses).toEqual([
      expect.objectContaining({ lawyer: 'Alex Morgan', message: RESPONSE.message, fee: RESPONSE.fee }),
    ]);
    expect(data.consultations.map((c) => [c.id, c.status])).toEqual(
      expect.arrayContaining([
        [m.completedId, 'completed'],
        [m.upcomingId, 'requested'],
      ]),
    );
    const upcoming = data.consultations.find((c) => c.id === m.upcomingId);
    // as the client's list shows it: their own phone and note
    expect(upcoming).toMatchObject({
      side: 'client',
      with: { role: 'lawyer', name: 'Alex Morgan' },
      phone: PHONE,
      note: NOTE,
    });
    expect(data.reviewsWritten).toEqual([
      expect.objectContaining({
        rating: 5,
        text: REVIEW_TEXT,
        lawyer: 'Alex Morgan',
        consultationId: m.completedId,
      }),
    ]);
    expect(data.reportsMade).toEqual([expect.objectContaining({ reason: REPORT_REASON })]);
    expect(data.notifications.map((n) => n.kind)).toContain('case_response');
    expect(data.lawyerProfile).toBeNull();
    expect(data.documents.items).toEqual([]);
  });

  it("holds a lawyer's profile, settings, documents, history, responses, consultations and reviews", async () => {
    const { data } = await exportOf(m.lawyer.access);
    expect(data.account.isVerified).toBe(true);
    expect(data.lawyerProfile).toMatchObject({
      fullName: 'Alex Morgan',
      licenseNumber: FIELDS.license_number,
    });
    expect(data.availability?.meetingUrl).toBe(MEETING_URL);
    expect(data.documents.items.map((d) => d.kind).sort()).toEqual([
      'bar_certificate',
      'government_id',
      'law_degree',
      'profile_picture',
    ]);
    expect(data.documents.howToGetTheFiles).toMatch(/contact/);
    expect(data.verification.request?.status).toBe('approved');
    expect(data.verification.history.map((e) => [e.action, e.by])).toEqual([
      ['submitted', 'Lawyer'],
      ['approved', 'An admin'],
    ]);
    expect(data.cases).toEqual([]);
    expect(data.responses).toEqual([
      expect.objectContaining({ caseId: m.caseId, message: RESPONSE.message }),
    ]);
    // as the lawyer's list shows them: until a time is agreed, the client's first name and no
    // number; the note from the start; once agreed, the client's whole name
    const upcoming = data.consultations.find((c) => c.id === m.upcomingId);
    expect(upcoming).toMatchObject({
      side: 'lawyer',
      with: { role: 'client', name: 'Harriet' },
      phone: null,
      note: NOTE,
    });
    // the meeting link only while a consultation is confirmed: this one is over
    expect(data.consultations.find((c) => c.id === m.completedId)).toMatchObject({
      with: { role: 'client', name: 'Harriet Quillfeather' },
      joinUrl: null,
    });
    expect(data.reviewsReceived).toEqual([
      expect.objectContaining({ rating: 5, text: REVIEW_TEXT, clientFirstName: 'Harriet' }),
    ]);
    expect(data.reviewsWritten).toEqual([]);
    expect(data.notifications.map((n) => n.kind)).toContain('consultation_requested');
  });

  it('names no one beyond what was shown: no e-mail, early phone, admin or case of another person', async () => {
    const ofClient = await exportOf(m.client.access);
    expectAbsent(ofClient.text, [
      m.lawyer.email,
      m.bystander.email,
      'Pennyworth',
      BYSTANDER_CASE.title,
      BYSTANDER_CASE.description,
      MEETING_URL,
      FIELDS.license_number,
      ADMIN.email,
      '$argon2',
    ]);
    const ofLawyer = await exportOf(m.lawyer.access);
    expectAbsent(ofLawyer.text, [
      m.client.email,
      m.bystander.email,
      'Pennyworth',
      PHONE,
      FAMILY_CASE.description,
      BYSTANDER_CASE.title,
      BYSTANDER_CASE.description,
      ADMIN.email,
      'Administrator',
      '$argon2',
    ]);
    const ofBystander = await exportOf(m.bystander.access);
    expect(ofBystander.data.cases.map((c) => c.title)).toEqual([BYSTANDER_CASE.title]);
    expectAbsent(ofBystander.text, [
      m.client.email,
      m.lawyer.email,
      'Alex Morgan',
      'Quillfeather',
      FAMILY_CASE.title,
    ]);
  });

  it('is readable by the contract for an admin too', async () => {
    const { data } = await exportOf(m.w.admin);
    expect(data.account).toMatchObject({ role: 'admin', isVerified: null });
    expect(data.consultations).toEqual([] satisfies AccountExport['consultations']);
  });
});
