// Who reads and writes a conversation, and when one opens (docs/conversations.md): only its two
// parties find it (another lawyer, another client, an admin: 404; signed out: 401); a response
// opens one with the response first; a consultation naming the case opens one, and the lawyer can
// then read the case; nothing else opens one; a closed case's conversation stays readable and
// takes no message (409); the lawyer sees the client's first name until a consultation is confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema } from '../../../src/api/cases-contract.ts';
import { CLOSED } from '../../../server/services/conversations/write.ts';
import { RESPONSE, call, postCase } from '../support/cases-fixtures.ts';
import { act, bookableLawyer, booked, client, slots } from '../support/consultations-fixtures.ts';
import type { Person } from '../support/consultations-fixtures.ts';
import { answered, base, list, said, talk, thread, write } from './conversation-fixtures.ts';
import type { Talk } from './conversation-fixtures.ts';

let t: Talk;
let otherLawyer: Person;
let otherClient: Person;
let admin: Person;
beforeAll(async () => {
  t = await talk();
  otherLawyer = await bookableLawyer(t.w, {}, 'Daniel Okafor');
  otherClient = await client(t.w.app, 'Oswald Pennyworth');
  admin = { id: 0, email: '', access: t.w.admin };
});
afterAll(async () => {
  await t.w.app.dispose();
});

describe('who may read and write', () => {
  it('lets the two parties read the thread and write, the response first', async () => {
    const first = await thread(t.w, t.client, t.conversationId);
    expect(first.results).toEqual([
      expect.objectContaining({
        sender: 'lawyer',
        senderName: 'Alex Morgan',
        text: RESPONSE.message,
        readAt: null,
      }),
    ]);
    await said(t.w, t.client, t.conversationId, 'Thank you. Can we speak this week?');
    await said(t.w, t.lawyer, t.conversationId, 'Yes: Thursday morning suits me.');
    const both = await thread(t.w, t.lawyer, t.conversationId);
    expect(both.results.map((m) => [m.sender, m.text])).toEqual([
      ['lawyer', RESPONSE.message],
      ['client', 'Thank you. Can we speak this week?'],
      ['lawyer', 'Yes: Thursday morning suits me.'],
    ]);
  });

  it.each([
    ['another lawyer', () => otherLawyer],
    ['another client', () => otherClient],
    ['an admin', () => admin],
  ])('answers %s 404 on every call, and lists them nothing of it', async (_who, whom) => {
    const who = whom();
    const id = t.conversationId;
    for (const [method, url, body] of [
      ['GET', `${base(id)}/messages/`, undefined],
      ['POST', `${base(id)}/messages/`, { text: 'Hello' }],
      // nothing about the body is said before whether the caller may write
      ['POST', `${base(id)}/messages/`, { files: 'x' }],
      ['POST', `${base(id)}/read/`, undefined],
      ['GET', `${base(id)}/attachments/1`, undefined],
    ] as const) {
      const res = await call(t.w.app, method, url, who.access, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const listed = await call(t.w.app, 'GET', '/api/conversations/', who.access);
    if (who === admin) expect(listed.statusCode).toBe(404);
    else expect(listed.json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers a signed-out caller 401', async () => {
    for (const url of ['/api/conversations/', `${base(t.conversationId)}/messages/`]) {
      const res = await t.w.app.api.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('when a conversation opens', () => {
  it("lists it to both sides with the case, the other side and the lawyer's id", async () => {
    const ofClient = await list(t.w, t.client, `?caseId=${t.caseId}`);
    expect(ofClient.results).toEqual([
      expect.objectContaining({
        id: t.conversationId,
        caseId: t.caseId,
        caseTitle: 'Arrangements for my children',
        other: 'Alex Morgan',
        otherRole: 'lawyer',
        lawyerId: String(t.lawyer.id),
        caseStatus: 'open',
      }),
    ]);
    const ofLawyer = await list(t.w, t.lawyer);
    expect(ofLawyer.results.map((c) => c.id)).toContain(t.conversationId);
    expect((await list(t.w, t.client, '?caseId=999999')).results).toEqual([]);
    const bad = await call(t.w.app, 'GET', '/api/conversations/?caseId=abc', t.client.access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ caseId: ['A valid case id is required.'] });
  });

  it('opens none for a lead the lawyer did not answer: they cannot write first', async () => {
    const caseId = await postCase(t.w.app, otherClient.access, { title: 'Contact with my son' });
    expect((await list(t.w, otherLawyer, `?caseId=${caseId}`)).count).toBe(0);
    const res = await write(t.w, otherLawyer, '999999', { text: 'I can help.' });
    expect(res.statusCode).toBe(404);
  });

  it('opens one, without a message, when a consultation names the case; the lawyer can then read the case', async () => {
    const caseId = await postCase(t.w.app, otherClient.access, { title: 'School holidays abroad' });
    // the case is no lead of this lawyer's once dismissed: only the conversation lets them read it
    await call(t.w.app, 'POST', `/api/cases/${caseId}/dismiss/`, otherLawyer.access);
    expect((await call(t.w.app, 'GET', `/api/cases/${caseId}/`, otherLawyer.access)).statusCode).toBe(404);
    const start = (await slots(t.w, otherClient, otherLawyer.id)).slots[0];
    if (!start) throw new Error('no slot');
    await booked(t.w, otherClient, otherLawyer.id, start, { caseId });
    const [opened] = (await list(t.w, otherLawyer, `?caseId=${caseId}`)).results;
    expect(opened).toMatchObject({ caseId, other: 'Oswald', lastMessageAt: null, unread: 0 });
    expect((await thread(t.w, otherLawyer, opened?.id ?? '')).results).toEqual([]);
    const lead = await call(t.w.app, 'GET', `/api/cases/${caseId}/`, otherLawyer.access);
    expect(lead.statusCode).toBe(200);
    expect(caseDetailSchema.parse(lead.json())).toMatchObject({ id: caseId, clientFirstName: 'Oswald' });
    // the lawyer may write in it, now that the client opened it
    await said(t.w, otherLawyer, opened?.id ?? '', 'I look forward to our call.');
  });

  it('names the client to the lawyer by first name until a consultation between them is confirmed', async () => {
    const before = await thread(t.w, t.lawyer, t.conversationId);
    expect(before.results.find((m) => m.sender === 'client')?.senderName).toBe('Harriet');
    expect((await list(t.w, t.lawyer, `?caseId=${t.caseId}`)).results[0]?.other).toBe('Harriet');
    expect(
      (await thread(t.w, t.client, t.conversationId)).results.find((m) => m.sender === 'client')?.senderName,
    ).toBe('Harriet Quillfeather');
    const start = (await slots(t.w, t.client, t.lawyer.id)).slots[1];
    if (!start) throw new Error('no slot');
    const consultation = await booked(t.w, t.client, t.lawyer.id, start);
    expect((await list(t.w, t.lawyer, `?caseId=${t.caseId}`)).results[0]?.other).toBe('Harriet');
    expect((await act(t.w, t.lawyer, consultation.id, 'confirm')).statusCode).toBe(200);
    expect((await list(t.w, t.lawyer, `?caseId=${t.caseId}`)).results[0]?.other).toBe('Harriet Quillfeather');
    const after = await thread(t.w, t.lawyer, t.conversationId);
    expect(after.results.find((m) => m.sender === 'client')?.senderName).toBe('Harriet Quillfeather');
  });
});

describe('a closed case', () => {
  it('keeps its conversation readable and refuses new messages with 409', async () => {
    const { caseId, conversationId } = await answered(t.w, t.client, t.lawyer, {
      title: 'Maintenance payments',
    });
    expect((await call(t.w.app, 'POST', `/api/cases/${caseId}/close/`, t.client.access)).statusCode).toBe(
      200,
    );
    expect((await thread(t.w, t.client, conversationId)).results).toHaveLength(1);
    expect((await list(t.w, t.client, `?caseId=${caseId}`)).results[0]?.caseStatus).toBe('closed');
    for (const who of [t.client, t.lawyer]) {
      for (const body of [{ text: 'One more thing.' }, {}]) {
        const res = await write(t.w, who, conversationId, body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ detail: CLOSED });
      }
    }
  });
});
