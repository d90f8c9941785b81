// The case form's follow-up questions through the calls (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md): the answers kept with the case and
// shown in the lead without anything personal, the urgency they set when the client chose none,
// a bad answer refused with a reason on its field, and the answers in the download and forgotten
// on deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema, caseSchema, leadListSchema } from '../../../src/api/cases-contract.ts';
import { addDays, lastDayOfMonthsFrom } from '../../../src/api/time-limits.ts';
import { todayIn } from '../../../server/services/cases/case-answers.ts';
import { call, casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens, PASSWORD } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const EMPLOYMENT_CASE = {
  title: 'Dismissed without warning',
  description: 'My employer dismissed me after eight years without any warning or a meeting.',
  location: 'Leeds',
  category: 'Employment Law',
};

describe('follow-up answers on a case', () => {
  let app: TestApp;
  let harriet: Person;
  let solicitor: Person;
  const today = todayIn(Date.now());
  const tenWeeksAgo = addDays(today, -70);

  beforeAll(async () => {
    app = await casesApp();
    const admin = (await adminTokens(app)).access;
    solicitor = await lawyer(app, admin, 'Employment Law', 'Leeds');
    harriet = await client(app, 'Harriet Quillfeather');
  });
  afterAll(async () => {
    await app.dispose();
  });

  const post = (body: object, who = harriet) =>
    call(app, 'POST', '/api/cases/', who.access, { ...EMPLOYMENT_CASE, ...body });

  it('keeps the answers, and a dismissal ten weeks ago makes an unchosen urgency High', async () => {
    const answers = { employment_status: 'dismissed', employment_date: tenWeeksAgo, employment_acas: 'no' };
    const res = await post({ answers });
    expect(res.statusCode).toBe(201);
    const kept = caseSchema.parse(res.json());
    expect(kept.answers).toEqual(answers);
    expect(kept.urgency).toBe('High');
    // the day it runs out is within six weeks of today
    expect(lastDayOfMonthsFrom(tenWeeksAgo, 3) <= addDays(today, 42)).toBe(true);

    const read = caseDetailSchema.parse(
      (await call(app, 'GET', `/api/cases/${kept.id}/`, harriet.access)).json(),
    );
    expect(read.answers).toEqual(answers);
  });

  it("keeps the client's own urgency, and Medium when the answers say nothing of urgency", async () => {
    const chosen = await post({ urgency: 'Low', answers: { employment_date: tenWeeksAgo } });
    expect(caseSchema.parse(chosen.json()).urgency).toBe('Low');
    const calm = await post({
      answers: { employment_date: addDays(today, -7), employment_acas: 'not_sure' },
    });
    expect(caseSchema.parse(calm.json()).urgency).toBe('Medium');
    const none = await post({});
    expect(caseSchema.parse(none.json())).toMatchObject({ urgency: 'Medium', answers: {} });
  });

  it('shows the answers in the lead, and nothing that names the client', async () => {
    const res = await post({ title: 'Let go by text message', answers: { employment_status: 'dismissed' } });
    const id = caseSchema.parse(res.json()).id;
    const leads = leadListSchema.parse((await call(app, 'GET', '/api/cases/', solicitor.access)).json());
    const lead = leads.results.find((l) => l.id === id);
    expect(lead?.answers).toEqual({ employment_status: 'dismissed' });
    const detail = await call(app, 'GET', `/api/cases/${id}/`, solicitor.access);
    expect(caseDetailSchema.parse(detail.json()).answers).toEqual({ employment_status: 'dismissed' });
    expect(detail.body).not.toContain('Quillfeather');
    expect(detail.body).not.toContain(harriet.email);
  });

  it.each([
    [{ employment_date: '2999-01-01' }, 'answers.employment_date', 'This date cannot be in the future.'],
    [{ employment_date: '1850-05-01' }, 'answers.employment_date', 'Enter a date after 1900.'],
    [{ employment_date: '2026-02-31' }, 'answers.employment_date', 'Enter a real date, such as 9 June 2026.'],
    [{ employment_status: 'promoted' }, 'answers.employment_status', 'Choose one of the answers given.'],
    [{ favourite_colour: 'blue' }, 'answers.favourite_colour', 'This is not one of the questions asked.'],
  ])('refuses %j with a reason on its field', async (answers, field, reason) => {
    const res = await post({ answers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [reason] });
  });

  it('refuses answers that are not an object of short texts', async () => {
    expect((await post({ answers: ['dismissed'] })).statusCode).toBe(400);
    expect((await post({ answers: { employment_status: 7 } })).statusCode).toBe(400);
  });

  it("leaves out another area's answers, and changes the answers with the case", async () => {
    const res = await post({ answers: { employment_status: 'yes', family_children: 'yes' } });
    const kept = caseSchema.parse(res.json());
    expect(kept.answers).toEqual({ employment_status: 'yes' });
    const changed = await call(app, 'PATCH', `/api/cases/${kept.id}/`, harriet.access, {
      answers: { employment_acas: 'yes' },
    });
    expect(changed.statusCode).toBe(200);
    expect(caseSchema.parse(changed.json()).answers).toEqual({ employment_acas: 'yes' });
    const bad = await call(app, 'PATCH', `/api/cases/${kept.id}/`, harriet.access, {
      answers: { employment_date: '3000-01-01' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('puts the answers in the download, and forgets them when the account is deleted', async () => {
    const mia = await client(app, 'Mia Ashgrove');
    const res = await post({ answers: { employment_status: 'resigned' } }, mia);
    const id = caseSchema.parse(res.json()).id;
    const data = await call(app, 'GET', '/api/accounts/me/export/', mia.access);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('"answers":{"employment_status":"resigned"}');
    const deleted = await call(app, 'POST', '/api/accounts/me/delete/', mia.access, { password: PASSWORD });
    expect(deleted.statusCode).toBeLessThan(300);
    const row = await app.ctx.db
      .selectFrom('cases')
      .select('answers')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(row?.answers).toBe('{}');
  });
});
