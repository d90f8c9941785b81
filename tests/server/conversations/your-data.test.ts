// Conversations in "your data" (docs/conversations.md, docs/decisions/0102-your-data.md): the
// download holds the person's conversations and both sides' messages, each writer named as the
// person was shown them, files by name and size; deleting an account empties the person's
// messages of text and files (the rows stay, `deleted`), removes the files from the store, and
// the other side keeps the thread but can no longer write to a deleted lawyer.
import { afterEach, describe, expect, it } from 'vitest';
import { accountExportPageSchema } from '../../../src/api/account-data-contract.ts';
import { FORMER_CLIENT } from '../../../server/rules/disclosure.ts';
import { OTHER_GONE } from '../../../server/services/conversations/write.ts';
import { RESPONSE, call } from '../support/cases-fixtures.ts';
import type { Person } from '../support/consultations-fixtures.ts';
import { PASSWORD, bearer, postJson } from '../support/helpers.ts';
import { PDF } from '../support/profile-fixtures.ts';
import { list, markRead, said, talk, thread, write, writeForm } from './conversation-fixtures.ts';
import type { Talk } from './conversation-fixtures.ts';

let t: Talk | undefined;
afterEach(async () => {
  await t?.w.app.dispose();
  t = undefined;
});

/** The client's message with a file, the lawyer's answer, and the lawyer having read the first. */
async function exchanged(): Promise<Talk & { file: string }> {
  t = await talk();
  const res = await writeForm(t.w, t.client, t.conversationId, [
    ['text', 'My statement is attached.'],
    ['files', { filename: 'statement.pdf', content: PDF, type: 'application/pdf' }],
  ]);
  if (res.statusCode !== 201) throw new Error(`write: ${res.statusCode} ${res.body}`);
  await markRead(t.w, t.lawyer, t.conversationId);
  await said(t.w, t.lawyer, t.conversationId, 'Thank you, I have read it.');
  const [stored] = await t.w.app.ctx.db.selectFrom('message_attachments').select('stored_name').execute();
  return { ...t, file: stored?.stored_name ?? '' };
}

async function exported(talk: Talk, who: Person) {
  const res = await call(talk.w.app, 'GET', '/api/accounts/me/export/?page=1', who.access);
  expect(res.statusCode).toBe(200);
  return accountExportPageSchema.parse(res.json());
}

const remove = (talk: Talk, who: Person) =>
  postJson(talk.w.app, '/api/accounts/me/delete/', { password: PASSWORD }, bearer(who.access));

describe('the download', () => {
  it("holds the person's conversations and both sides' messages, as each side was shown them", async () => {
    const e = await exchanged();
    const ofClient = await exported(e, e.client);
    expect(ofClient.conversations).toEqual([
      {
        id: e.conversationId,
        caseId: e.caseId,
        caseTitle: 'Arrangements for my children',
        with: { role: 'lawyer', name: 'Alex Morgan' },
        createdAt: expect.any(String),
        lastMessageAt: expect.any(String),
      },
    ]);
    expect(
      ofClient.messages.map(({ sender, senderName, text, attachments, deleted }) => ({
        sender,
        senderName,
        text,
        attachments,
        deleted,
      })),
    ).toEqual([
      {
        sender: 'lawyer',
        senderName: 'Alex Morgan',
        text: RESPONSE.message,
        attachments: [],
        deleted: false,
      },
      {
        sender: 'client',
        senderName: 'Harriet Quillfeather',
        text: 'My statement is attached.',
        attachments: [{ name: 'statement.pdf', size: PDF.length, contentType: 'application/pdf' }],
        deleted: false,
      },
      {
        sender: 'lawyer',
        senderName: 'Alex Morgan',
        text: 'Thank you, I have read it.',
        attachments: [],
        deleted: false,
      },
    ]);
    expect(ofClient.messages[1]?.readAt).toEqual(expect.any(String));
    const ofLawyer = await exported(e, e.lawyer);
    expect(ofLawyer.conversations[0]?.with).toEqual({ role: 'client', name: 'Harriet' });
    expect(ofLawyer.messages.map((m) => m.senderName)).toEqual(['Alex Morgan', 'Harriet', 'Alex Morgan']);
    // the file's name in the store never leaves
    expect(JSON.stringify(ofLawyer)).not.toContain(e.file);
  });
});

describe('deleting an account', () => {
  it("empties the client's messages, keeps their rows and the lawyer's, and removes the files", async () => {
    const e = await exchanged();
    expect(await e.w.app.ctx.store.list()).toContain(e.file);
    expect((await remove(e, e.client)).statusCode).toBe(204);
    const seen = await thread(e.w, e.lawyer, e.conversationId);
    expect(
      seen.results.map(({ sender, senderName, text, attachments, deleted }) => [
        sender,
        senderName,
        text,
        attachments,
        deleted,
      ]),
    ).toEqual([
      ['lawyer', 'Alex Morgan', RESPONSE.message, [], false],
      ['client', FORMER_CLIENT, '', [], true],
      ['lawyer', 'Alex Morgan', 'Thank you, I have read it.', [], false],
    ]);
    expect(await e.w.app.ctx.store.list()).not.toContain(e.file);
    expect(await e.w.app.ctx.db.selectFrom('message_attachments').selectAll().execute()).toEqual([]);
    const [listed] = (await list(e.w, e.lawyer)).results;
    expect(listed).toMatchObject({ other: FORMER_CLIENT, caseStatus: 'closed' });
  });

  it("empties the lawyer's messages, the response among them, and takes no more messages to them", async () => {
    const e = await exchanged();
    expect((await remove(e, e.lawyer)).statusCode).toBe(204);
    const seen = await thread(e.w, e.client, e.conversationId);
    expect(seen.results.map((m) => [m.sender, m.text, m.deleted])).toEqual([
      ['lawyer', '', true],
      ['client', 'My statement is attached.', false],
      ['lawyer', '', true],
    ]);
    // the client's own file stays theirs
    expect(seen.results[1]?.attachments).toHaveLength(1);
    expect(await e.w.app.ctx.store.list()).toContain(e.file);
    const res = await write(e.w, e.client, e.conversationId, { text: 'Are you still there?' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: OTHER_GONE });
  });
});
