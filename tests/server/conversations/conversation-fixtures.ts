// People, a conversation and its calls for the conversation tests (docs/conversations.md): a
// verified lawyer open for bookings who responded to a client's case (which opened their
// conversation), the calls of the five endpoints, and sample files, a Word document among them.
import { crc32 } from 'node:zlib';
import {
  conversationListSchema,
  messagePageSchema,
  messageSchema,
} from '../../../src/api/conversations-contract.ts';
import type { ConversationList, Message, MessagePage } from '../../../src/api/conversations-contract.ts';
import { RESPONSE, call, postCase } from '../support/cases-fixtures.ts';
import { bookableLawyer, client, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { bearer, multipart } from '../support/helpers.ts';
import type { FormParts } from '../support/helpers.ts';

export interface Talk {
  w: World;
  lawyer: Person;
  client: Person;
  caseId: string;
  conversationId: string;
}

/** A lawyer (Alex Morgan) who responded to Harriet Quillfeather's case: their conversation. */
export async function talk(given?: World): Promise<Talk> {
  const w = given ?? (await world());
  const lawyer = await bookableLawyer(w);
  const c = await client(w.app, 'Harriet Quillfeather');
  return { w, lawyer, client: c, ...(await answered(w, c, lawyer)) };
}

/** A new case of the client's that the lawyer responded to: the case and its conversation. */
export async function answered(
  w: World,
  owner: Person,
  lawyer: Person,
  body: object = {},
): Promise<{ caseId: string; conversationId: string }> {
  const caseId = await postCase(w.app, owner.access, body);
  const res = await call(w.app, 'POST', `/api/cases/${caseId}/responses/`, lawyer.access, RESPONSE);
  if (res.statusCode !== 201) throw new Error(`response: ${res.statusCode} ${res.body}`);
  const found = await list(w, owner, `?caseId=${caseId}`);
  const conversation = found.results.find((c) => c.lawyerId === String(lawyer.id));
  if (!conversation) throw new Error('no conversation opened');
  return { caseId, conversationId: conversation.id };
}

export const base = (id: string) => `/api/conversations/${id}`;

export async function list(w: World, who: Person, query = ''): Promise<ConversationList> {
  const res = await call(w.app, 'GET', `/api/conversations/${query}`, who.access);
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return conversationListSchema.parse(res.json());
}

export async function thread(w: World, who: Person, id: string, after?: string): Promise<MessagePage> {
  const res = await call(w.app, 'GET', `${base(id)}/messages/${after ? `?after=${after}` : ''}`, who.access);
  if (res.statusCode !== 200) throw new Error(`messages: ${res.statusCode} ${res.body}`);
  return messagePageSchema.parse(res.json());
}

export const write = (w: World, who: Person, id: string, body: unknown) =>
  call(w.app, 'POST', `${base(id)}/messages/`, who.access, body);

/** Writes the text; the message as kept. */
export async function said(w: World, who: Person, id: string, text: string): Promise<Message> {
  const res = await write(w, who, id, { text });
  if (res.statusCode !== 201) throw new Error(`write: ${res.statusCode} ${res.body}`);
  return messageSchema.parse(res.json());
}

/** Sends a multipart form to the messages call. */
export async function writeForm(w: World, who: Person, id: string, parts: FormParts) {
  const form = await multipart(parts);
  return w.app.api.inject({
    method: 'POST',
    url: `${base(id)}/messages/`,
    headers: { ...bearer(who.access), ...form.headers },
    payload: form.payload,
  });
}

export const markRead = (w: World, who: Person, id: string) =>
  call(w.app, 'POST', `${base(id)}/read/`, who.access);

/** Makes the person's address confirmed, so that e-mails are written to them. */
export async function confirmAddress(w: World, who: Person): Promise<void> {
  await w.app.ctx.db
    .updateTable('users')
    .set({ email_verified_at: new Date(w.now()).toISOString() })
    .where('id', '=', who.id)
    .execute();
}

// ---- a Word document, made here: a zip of the two parts Word needs, stored uncompressed ----

function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const file = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(file.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, file, data);
    central.push(entry, file);
    offset += local.length + file.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  [
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Witness statement</w:t></w:r></w:p></w:body></w:document>',
  ],
]);
