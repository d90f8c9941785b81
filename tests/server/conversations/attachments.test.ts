// A message's files (docs/conversations.md): PDF, PNG, JPEG or a Word document by their content,
// at most 5 of at most 10 MB each, stored in the file store and served only to the two parties as
// an attachment that is neither cached nor sniffed; a refused file leaves nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FILE_MAX_BYTES, messageSchema } from '../../../src/api/conversations-contract.ts';
import { MESSAGE_TYPE_MESSAGE } from '../../../server/uploads/file-types.ts';
import { call } from '../support/cases-fixtures.ts';
import { bookableLawyer, client } from '../support/consultations-fixtures.ts';
import type { Person } from '../support/consultations-fixtures.ts';
import { MZ, PDF, PNG } from '../support/profile-fixtures.ts';
import { DOCX, answered, base, talk, thread, writeForm } from './conversation-fixtures.ts';
import type { Talk } from './conversation-fixtures.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: Talk;
let stranger: Person;
let otherLawyer: Person;
beforeAll(async () => {
  t = await talk();
  stranger = await client(t.w.app, 'Oswald Pennyworth');
  otherLawyer = await bookableLawyer(t.w, {}, 'Daniel Okafor');
});
afterAll(async () => {
  await t.w.app.dispose();
});

const stored = () => t.w.app.ctx.store.list();

describe('files judged by their content', () => {
  it('keeps a PDF, a PNG and a Word document with the text, and lists them on the message', async () => {
    const res = await writeForm(t.w, t.client, t.conversationId, [
      ['text', 'The order and my statement.'],
      ['files', { filename: 'court order.pdf', content: PDF, type: 'application/pdf' }],
      ['files', { filename: 'photo.png', content: PNG, type: 'image/png' }],
      [
        'files',
        { filename: 'C:\\fakepath\\Statement – draft.docx', content: DOCX, type: 'application/octet-stream' },
      ],
    ]);
    expect(res.statusCode).toBe(201);
    const message = messageSchema.parse(res.json());
    expect(message.text).toBe('The order and my statement.');
    expect(message.attachments.map(({ name, size, contentType }) => ({ name, size, contentType }))).toEqual([
      { name: 'court order.pdf', size: PDF.length, contentType: 'application/pdf' },
      { name: 'photo.png', size: PNG.length, contentType: 'image/png' },
      { name: 'Statement – draft.docx', size: DOCX.length, contentType: DOCX_TYPE },
    ]);
    // as the lawyer reads it: the client by first name, no consultation agreed yet
    expect((await thread(t.w, t.lawyer, t.conversationId)).results.at(-1)).toEqual({
      ...message,
      senderName: 'Harriet',
    });
  });

  it('takes files without text', async () => {
    const res = await writeForm(t.w, t.lawyer, t.conversationId, [
      ['files', { filename: 'letter.pdf', content: PDF, type: 'application/pdf' }],
    ]);
    expect(res.statusCode).toBe(201);
    expect(messageSchema.parse(res.json())).toMatchObject({
      text: '',
      attachments: [{ name: 'letter.pdf' }],
    });
  });

  it.each([
    ['a program named as a PDF', 'contract.pdf', MZ, `“contract.pdf”: ${MESSAGE_TYPE_MESSAGE}`],
    [
      'a PDF named as a Word document',
      'notes.docx',
      PDF,
      `“notes.docx”: The file's content does not match its .docx name. ${MESSAGE_TYPE_MESSAGE}`,
    ],
    [
      'a Word document named as a PDF',
      'statement.pdf',
      DOCX,
      `“statement.pdf”: The file's content does not match its .pdf name. ${MESSAGE_TYPE_MESSAGE}`,
    ],
  ])('refuses %s with 415 naming it, and stores nothing', async (_what, filename, content, reason) => {
    const before = await stored();
    const res = await writeForm(t.w, t.client, t.conversationId, [
      ['text', 'Please see attached.'],
      ['files', { filename: 'fine.png', content: PNG, type: 'image/png' }],
      ['files', { filename, content, type: 'application/pdf' }],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ files: [reason] });
    expect((await stored()).sort()).toEqual(before.sort());
  });

  it('refuses a file over 10 MB with 413, and more than 5 files with 400', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MESSAGE_FILE_MAX_BYTES)]);
    const tooBig = await writeForm(t.w, t.client, t.conversationId, [
      ['files', { filename: 'scan.pdf', content: big, type: 'application/pdf' }],
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ files: ['“scan.pdf”: The file is too large. The limit is 10 MB.'] });
    const six = Array.from({ length: 6 }, (_, i): [string, { filename: string; content: Buffer }] => [
      'files',
      { filename: `page-${i + 1}.png`, content: PNG },
    ]);
    const tooMany = await writeForm(t.w, t.client, t.conversationId, [['text', 'Six pages.'], ...six]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ files: ['Attach at most 5 files to a message.'] });
    const five = await writeForm(t.w, t.client, t.conversationId, [
      ['text', 'Five pages.'],
      ...six.slice(0, 5),
    ]);
    expect(five.statusCode).toBe(201);
  });

  it('refuses a form with another field, or neither text nor file', async () => {
    const other = await writeForm(t.w, t.client, t.conversationId, [
      ['text', 'Hi'],
      ['subject', 'Hello'],
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ subject: ['This field is not allowed.'] });
    const nothing = await writeForm(t.w, t.client, t.conversationId, [['text', ' ']]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ text: ['This field may not be blank.'] });
  });
});

describe('a file is served to the two parties only', () => {
  it('sends the bytes as an attachment under its name, not cached and not sniffed', async () => {
    const res = await writeForm(t.w, t.client, t.conversationId, [
      ['files', { filename: 'Décision (finale).pdf', content: PDF, type: 'application/pdf' }],
    ]);
    const [file] = messageSchema.parse(res.json()).attachments;
    const url = `${base(t.conversationId)}/attachments/${file?.id}`;
    for (const who of [t.client, t.lawyer]) {
      const got = await call(t.w.app, 'GET', url, who.access);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PDF)).toBe(true);
      expect(got.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="D_cision (finale).pdf"; filename*=UTF-8''D%C3%A9cision%20%28finale%29.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    }
    for (const who of [stranger, otherLawyer, { access: t.w.admin }]) {
      expect((await call(t.w.app, 'GET', url, who.access)).statusCode).toBe(404);
    }
    expect((await t.w.app.api.inject({ method: 'GET', url })).statusCode).toBe(401);
    // the file's id under another conversation names nothing
    const { conversationId } = await answered(t.w, stranger, otherLawyer);
    const elsewhere = await call(
      t.w.app,
      'GET',
      `${base(conversationId)}/attachments/${file?.id}`,
      stranger.access,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
