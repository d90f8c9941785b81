// Conversations as the local API answers them (src/api/conversations-contract.ts,
// docs/conversations.md): the caller's list with unread counts and the disclosure rule, a thread
// after a message, writing (JSON or multipart, with the contract's limits and a closed case's
// 409), marking read and an attachment's bytes, over a store that lives for one test. Every test
// starts with none (the pages then show nothing of messaging); useConversations() seeds them. The
// live events are conversation-stream.ts's; a backend without conversations is conversationsMissing().
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  conversationSchema,
  MESSAGE_PAGE_MAX,
  messageSchema,
  type Message,
} from '@/api/conversations-contract';
import { newId, type Party, type StoredConversation } from './conversation-fixtures';
import { accounts, tokensFor } from './fixtures';
import { draftOf } from './conversation-drafts';
import { answerPage } from './pages';
import { quietStream } from './conversation-stream';

const base = `${apiConfig.profiles}/api/conversations`;
export const conversationUrls = {
  list: `${base}/`,
  messages: (id: string) => `${base}/${id}/messages/`,
  read: (id: string) => `${base}/${id}/read/`,
  attachment: (id: string, attachmentId: string) => `${base}/${id}/attachments/${attachmentId}`,
  events: `${base}/events/`,
};

let kept: StoredConversation[] = [];
/** The bytes of each attachment sent in this test, for the download. */
const bytes = new Map<string, File>();
/** The store holds these conversations (none by default). */
export function setConversations(given: StoredConversation[]) {
  kept = structuredClone(given);
}
/** After each test (tests/web/setup.ts): none again. */
export function forgetConversations() {
  kept = [];
  bytes.clear();
}
/** A conversation as the store keeps it now. */
export const storedConversation = (id: string) => kept.find((c) => c.id === id);

const refuse = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

/** The caller's account id, from the fixture token (a renewed one keeps it). */
function callerOf(request: Request) {
  const token = request.headers.get('Authorization') ?? '';
  const known = Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`);
  return known?.id ?? /(?:access|refresh)-([^-\s]+)$/.exec(token)?.[1];
}
function sideOf(c: StoredConversation, caller: string | undefined) {
  if (c.client.id === caller) return 'client' as const;
  if (c.lawyer.id === caller) return 'lawyer' as const;
  return undefined;
}
/** server/rules/disclosure.ts: the lawyer sees the client's first name until a confirmed consultation */
const nameOf = (c: StoredConversation, party: Party, reader: 'client' | 'lawyer') =>
  reader === 'lawyer' && party === c.client && !c.confirmed ? party.name.split(' ')[0]! : party.name;

const shown = (c: StoredConversation, m: Message, reader: 'client' | 'lawyer'): Message =>
  messageSchema.parse({ ...m, senderName: nameOf(c, m.sender === 'client' ? c.client : c.lawyer, reader) });

/** The conversation the caller is a party to, or the 404 anyone else gets (the admin too). */
function theirs(request: Request, id: unknown) {
  const c = kept.find((k) => k.id === id);
  const side = c && sideOf(c, callerOf(request));
  return c && side ? { c, side } : null;
}

export const conversationHandlers = [
  http.get(conversationUrls.list, ({ request }) => {
    const caller = callerOf(request);
    const caseId = new URL(request.url).searchParams.get('caseId');
    const mine = kept.filter((c) => sideOf(c, caller) && (caseId === null || c.caseId === caseId));
    const last = (c: StoredConversation) => c.messages.at(-1)?.createdAt ?? '';
    const rows = mine
      .sort((a, b) => Date.parse(last(b) || '0') - Date.parse(last(a) || '0'))
      .map((c) => {
        const side = sideOf(c, caller)!;
        const other = side === 'client' ? c.lawyer : c.client;
        return conversationSchema.parse({
          id: c.id,
          caseId: c.caseId,
          caseTitle: c.caseTitle,
          other: nameOf(c, other, side),
          otherRole: side === 'client' ? 'lawyer' : 'client',
          lawyerId: c.lawyer.id,
          caseStatus: c.caseStatus,
          lastMessageAt: last(c) || null,
          unread: c.messages.filter((m) => m.sender !== side && m.readAt === null && !m.deleted).length,
        });
      });
    return answerPage(request, rows);
  }),
  http.get(`${base}/:id/messages/`, ({ request, params }) => {
    const found = theirs(request, params.id);
    if (!found) return refuse(404, 'Not found.');
    const after = new URL(request.url).searchParams.get('after');
    const start = after === null ? 0 : found.c.messages.findIndex((m) => m.id === after) + 1;
    const results = found.c.messages.slice(start, start + MESSAGE_PAGE_MAX);
    return HttpResponse.json({
      results: results.map((m) => shown(found.c, m, found.side)),
      more: start + MESSAGE_PAGE_MAX < found.c.messages.length,
    });
  }),
  http.post(`${base}/:id/messages/`, async ({ request, params }) => {
    const found = theirs(request, params.id);
    if (!found) return refuse(404, 'Not found.');
    if (found.c.caseStatus === 'closed')
      return refuse(409, 'This case is closed: its conversations can be read, but take no new messages.');
    const draft = await draftOf(request);
    if ('error' in draft) return HttpResponse.json({ text: [draft.error] }, { status: 400 });
    const attachments = draft.files.map((file) => {
      const id = newId();
      bytes.set(id, file);
      return { id, name: file.name, size: file.size, contentType: file.type || 'application/octet-stream' };
    });
    const sender = found.side === 'client' ? found.c.client : found.c.lawyer;
    const kept = messageSchema.parse({
      id: newId(),
      conversationId: found.c.id,
      sender: found.side,
      senderName: sender.name,
      text: draft.text,
      attachments,
      createdAt: new Date().toISOString(),
      readAt: null,
    });
    found.c.messages.push(kept);
    return HttpResponse.json(shown(found.c, kept, found.side), { status: 201 });
  }),
  http.post(`${base}/:id/read/`, ({ request, params }) => {
    const found = theirs(request, params.id);
    if (!found) return refuse(404, 'Not found.');
    const at = new Date().toISOString();
    for (const m of found.c.messages) if (m.sender !== found.side && m.readAt === null) m.readAt = at;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${base}/:id/attachments/:attachmentId`, ({ request, params }) => {
    const found = theirs(request, params.id);
    const attachment = found?.c.messages
      .flatMap((m) => m.attachments)
      .find((a) => a.id === params.attachmentId);
    if (!attachment) return refuse(404, 'Not found.');
    const body = bytes.get(attachment.id) ?? new Blob([`bytes of ${attachment.name}`]);
    return new HttpResponse(body, {
      headers: {
        'Content-Type': attachment.contentType,
        'Content-Disposition': `attachment; filename="${attachment.name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  }),
  // a stream that says it listens, and then only keeps alive, until the page lets it go
  http.get(conversationUrls.events, ({ request }) => quietStream(request)),
];

/** A backend that keeps no conversations: every call answers 404. */
export function conversationsMissing() {
  const notFound = () => refuse(404, 'Not found.');
  return [
    http.get(conversationUrls.list, notFound),
    http.get(conversationUrls.events, notFound),
    http.get(`${base}/:id/messages/`, notFound),
    http.post(`${base}/:id/messages/`, notFound),
    http.post(`${base}/:id/read/`, notFound),
    http.get(`${base}/:id/attachments/:attachmentId`, notFound),
  ];
}
