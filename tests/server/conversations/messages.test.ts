// Writing and reading messages (docs/conversations.md): the text's rules, a thread a page at a
// time with `after`, read receipts, one bell notification per conversation and recipient, an
// e-mail at most once an hour, and at most 60 messages an hour from one account (429 with
// Retry-After, and the next is taken once the oldest has left the hour).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES_PER_HOUR,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXT_MAX,
} from '../../../src/api/conversations-contract.ts';
import { notificationListSchema } from '../../../src/api/cases-contract.ts';
import type { LiveEvent } from '../../../server/live/live-events.ts';
import { call } from '../support/cases-fixtures.ts';
import { client } from '../support/consultations-fixtures.ts';
import type { Person } from '../support/consultations-fixtures.ts';
import {
  answered,
  confirmAddress,
  list,
  markRead,
  said,
  talk,
  thread,
  write,
} from './conversation-fixtures.ts';
import type { Talk } from './conversation-fixtures.ts';

let t: Talk;
beforeAll(async () => {
  t = await talk();
});
afterAll(async () => {
  await t.w.app.dispose();
});

const bell = async (who: Person) =>
  notificationListSchema.parse((await call(t.w.app, 'GET', '/api/notifications/', who.access)).json());
const messageNotes = async (who: Person, conversationId: string) =>
  (await bell(who)).results.filter(
    (n) => n.kind === 'message' && n.link?.endsWith(`?conversation=${conversationId}`),
  );
const mailsTo = (who: Person) =>
  t.w.app.ctx.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'link'])
    .where('user_id', '=', who.id)
    .where('subject', 'like', 'New message%')
    .orderBy('id')
    .execute();

describe('the text', () => {
  it.each([
    [{}, { text: ['This field is required.'] }],
    [{ text: '   ' }, { text: ['This field may not be blank.'] }],
    [
      { text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
      { text: [`Ensure this field has no more than ${MESSAGE_TEXT_MAX} characters.`] },
    ],
    [{ text: 'Hello', files: [] }, { files: ['This field is not allowed.'] }],
    [{ text: 42 }, { text: ['Expected string.'] }],
  ])('refuses %j with 400 and a reason', async (body, reason) => {
    const res = await write(t.w, t.client, t.conversationId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(reason);
  });

  it('keeps the text trimmed, and 5,000 characters at most', async () => {
    const kept = await said(t.w, t.client, t.conversationId, `  ${'a'.repeat(MESSAGE_TEXT_MAX)}  `);
    expect(kept.text).toHaveLength(MESSAGE_TEXT_MAX);
    expect(kept).toMatchObject({
      sender: 'client',
      senderName: 'Harriet Quillfeather',
      attachments: [],
      readAt: null,
    });
  });
});

describe('a thread a page at a time', () => {
  it(`gives at most ${MESSAGE_PAGE_MAX}, oldest first, and says when more follow`, async () => {
    const { conversationId } = await answered(t.w, t.client, t.lawyer, {
      title: 'Paging through a long thread',
    });
    const db = t.w.app.ctx.db;
    // written as rows, yesterday: the limit of 60 an hour is another test's
    const at = new Date(t.w.now() - 24 * 60 * 60_000).toISOString();
    await db
      .insertInto('messages')
      .values(
        Array.from({ length: MESSAGE_PAGE_MAX + 20 }, (_, i) => ({
          conversation_id: Number(conversationId),
          sender: i % 2 === 0 ? ('client' as const) : ('lawyer' as const),
          sender_id: i % 2 === 0 ? t.client.id : t.lawyer.id,
          text: `Message ${i + 1}`,
          created_at: at,
        })),
      )
      .execute();
    const first = await thread(t.w, t.client, conversationId);
    expect(first.results).toHaveLength(MESSAGE_PAGE_MAX);
    expect(first.more).toBe(true);
    expect(first.results[1]?.text).toBe('Message 1');
    const ids = first.results.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const rest = await thread(t.w, t.client, conversationId, first.results.at(-1)?.id);
    expect(rest.more).toBe(false);
    expect(rest.results.map((m) => m.text)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Message ${MESSAGE_PAGE_MAX + i}`),
    );
    expect((await thread(t.w, t.client, conversationId, rest.results.at(-1)?.id)).results).toEqual([]);
    const bad = await call(
      t.w.app,
      'GET',
      `/api/conversations/${conversationId}/messages/?after=abc`,
      t.client.access,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ after: ['A valid message id is required.'] });
  });
});

describe('reading', () => {
  it("counts the other side's unread messages, and marks them read with the time", async () => {
    const { conversationId, caseId } = await answered(t.w, t.client, t.lawyer, { title: 'Unread and read' });
    await said(t.w, t.lawyer, conversationId, 'A second note from me.');
    const unread = async (who: Person) => (await list(t.w, who, `?caseId=${caseId}`)).results[0]?.unread;
    expect(await unread(t.client)).toBe(2);
    expect(await unread(t.lawyer)).toBe(0);
    t.w.at(t.w.now() + 60_000);
    expect((await markRead(t.w, t.client, conversationId)).statusCode).toBe(204);
    expect(await unread(t.client)).toBe(0);
    const seen = await thread(t.w, t.lawyer, conversationId);
    expect(seen.results.map((m) => m.readAt)).toEqual([
      new Date(t.w.now()).toISOString(),
      new Date(t.w.now()).toISOString(),
    ]);
    // the client's own messages are the lawyer's to read
    await said(t.w, t.client, conversationId, 'Thank you both.');
    expect((await thread(t.w, t.client, conversationId)).results.at(-1)?.readAt).toBeNull();
    expect(await unread(t.lawyer)).toBe(1);
  });
});

describe('live events', () => {
  it("tells both parties of a message, and the writer of their message's reading, once committed", async () => {
    const { conversationId } = await answered(t.w, t.client, t.lawyer, { title: 'Heard live' });
    const heard: Array<[string, LiveEvent]> = [];
    const stops = [
      t.w.app.ctx.live.subscribe(t.client.id, (e) => heard.push(['client', e])),
      t.w.app.ctx.live.subscribe(t.lawyer.id, (e) => heard.push(['lawyer', e])),
    ];
    try {
      const kept = await said(t.w, t.client, conversationId, 'Can you hear me?');
      const event = { type: 'message', conversationId, messageId: kept.id };
      expect(heard).toEqual([
        ['client', event],
        ['lawyer', event],
      ]);
      heard.length = 0;
      expect((await write(t.w, t.client, conversationId, { text: '' })).statusCode).toBe(400);
      await markRead(t.w, t.lawyer, conversationId);
      expect(heard).toEqual([
        ['client', { type: 'read', conversationId, readAt: new Date(t.w.now()).toISOString() }],
      ]);
      // nothing left unread: nothing to tell
      await markRead(t.w, t.lawyer, conversationId);
      expect(heard).toHaveLength(1);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('who is told', () => {
  it('gives the recipient one bell notification a conversation until they read it', async () => {
    const { conversationId, caseId } = await answered(t.w, t.client, t.lawyer, {
      title: 'Contested contact order',
    });
    for (const text of ['First question.', 'Second question.', 'Third question.']) {
      await said(t.w, t.client, conversationId, text);
    }
    const notes = await messageNotes(t.lawyer, conversationId);
    expect(notes).toEqual([
      expect.objectContaining({
        text: 'New message from Harriet about “Contested contact order”',
        link: `/leads/${caseId}?conversation=${conversationId}`,
        readAt: null,
      }),
    ]);
    // reading the conversation reads its notification; the next message makes a new one
    await markRead(t.w, t.lawyer, conversationId);
    expect((await messageNotes(t.lawyer, conversationId))[0]?.readAt).not.toBeNull();
    await said(t.w, t.client, conversationId, 'Fourth question.');
    expect((await messageNotes(t.lawyer, conversationId)).filter((n) => n.readAt === null)).toHaveLength(1);
    // the client hears of the lawyer's answer on their own page of the case
    await said(t.w, t.lawyer, conversationId, 'Answers to all four.');
    expect(await messageNotes(t.client, conversationId)).toEqual([
      expect.objectContaining({
        text: 'New message from Alex Morgan about “Contested contact order”',
        link: `/cases/${caseId}?conversation=${conversationId}`,
      }),
    ]);
  });

  it('e-mails a confirmed address at most once an hour a conversation', async () => {
    const other = await client(t.w.app, 'Nadia Rahman');
    const { conversationId, caseId } = await answered(t.w, other, t.lawyer, {
      title: 'Relocation with the children',
    });
    // not confirmed: the bell, and no e-mail
    await said(t.w, t.lawyer, conversationId, 'Before confirming: one document.');
    expect(await mailsTo(other)).toEqual([]);
    await confirmAddress(t.w, other);
    await said(t.w, t.lawyer, conversationId, 'I have one more question.');
    await said(t.w, t.lawyer, conversationId, 'And a last one.');
    const mail = {
      kind: 'notification',
      subject: 'New message from Alex Morgan about “Relocation with the children”',
      link: `/cases/${caseId}?conversation=${conversationId}`,
    };
    expect(await mailsTo(other)).toEqual([mail]);
    t.w.at(t.w.now() + 59 * 60_000);
    await said(t.w, t.lawyer, conversationId, 'Still there?');
    expect(await mailsTo(other)).toHaveLength(1);
    t.w.at(t.w.now() + 2 * 60_000);
    await said(t.w, t.lawyer, conversationId, 'An hour on.');
    expect(await mailsTo(other)).toEqual([mail, mail]);
  });
});

describe('the limit of 60 messages an hour', () => {
  it('refuses the 61st with 429 and Retry-After, and takes one once the oldest has left the hour', async () => {
    const writer = await client(t.w.app, 'Quentin Ashdown');
    const { conversationId } = await answered(t.w, writer, t.lawyer, { title: 'Too many messages' });
    const start = t.w.now();
    // 60 written over the last 50 minutes, as rows
    await t.w.app.ctx.db
      .insertInto('messages')
      .values(
        Array.from({ length: MESSAGES_PER_HOUR }, (_, i) => ({
          conversation_id: Number(conversationId),
          sender: 'client' as const,
          sender_id: writer.id,
          text: `Note ${i + 1}`,
          created_at: new Date(start - 50 * 60_000 + i * 1000).toISOString(),
        })),
      )
      .execute();
    const refused = await write(t.w, writer, conversationId, { text: 'One too many.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(
        /^You have sent 60 messages in the last hour\. You can send another from .+\.$/,
      ),
    });
    // the oldest leaves the hour ten minutes from now
    expect(Number(refused.headers['retry-after'])).toBe(600);
    // another account is not held back
    expect((await write(t.w, t.lawyer, conversationId, { text: 'I am here.' })).statusCode).toBe(201);
    t.w.at(start + 10 * 60_000);
    expect((await write(t.w, writer, conversationId, { text: 'Now it goes.' })).statusCode).toBe(201);
    expect((await write(t.w, writer, conversationId, { text: 'But not two.' })).statusCode).toBe(429);
  });
});
