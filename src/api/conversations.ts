// The conversations' calls (src/api/conversations-contract.ts): the caller's conversations a page at
// a time, a thread's messages after a given one, writing (with files, whose upload reports its
// progress), marking read, and an attachment's bytes. An extension: a backend without it answers
// 404 and the case, lead and dashboard pages show no trace of messaging
// (docs/decisions/0122-conversation-screens.md, 0025-missing-extension-keeps-spec-behaviour.md).
// The live events are conversation-events.ts's.
import { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  type MessageCreate,
} from '@/api/conversations-contract';
import { request, requestBlob } from '@/api/http';
import { pageUrl } from '@/api/paging';

const base = () => `${apiConfig.profiles}/api/conversations`;
const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;

/** GET /api/conversations/?caseId=&page=: the caller's conversations (of one case, when given),
 * latest message first. */
export function fetchConversations(page: number, caseId?: string, signal?: AbortSignal) {
  const url = caseId === undefined ? `${base()}/` : `${base()}/?caseId=${encodeURIComponent(caseId)}`;
  return request(pageUrl(url, page), { schema: conversationListSchema, auth: true, signal });
}

/** GET /api/conversations/{id}/messages/?after=: oldest first, at most 100, and whether more follow. */
export function fetchMessages(id: string, after?: string, signal?: AbortSignal) {
  const query = after === undefined ? '' : `?after=${encodeURIComponent(after)}`;
  return request(`${one(id)}/messages/${query}`, { schema: messagePageSchema, auth: true, signal });
}

/** POST /api/conversations/{id}/messages/: JSON when there are no files, else multipart (`text`
 * and each of `files`), whose upload reports the fraction sent. 201 with the message as kept. */
export function sendMessage(
  id: string,
  { text, files }: { text: MessageCreate['text'] | ''; files: readonly File[] },
  onUploadProgress?: (fraction: number) => void,
) {
  const url = `${one(id)}/messages/`;
  if (files.length === 0) return request(url, { schema: messageSchema, json: { text }, auth: true });
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append('files', file, file.name);
  return request(url, {
    schema: messageSchema,
    form,
    auth: true,
    ...(onUploadProgress ? { onUploadProgress } : {}),
  });
}

/** POST /api/conversations/{id}/read/: the other side's messages are read (204, no body). */
export function markConversationRead(id: string) {
  return request(`${one(id)}/read/`, { schema: z.unknown(), method: 'POST', auth: true });
}

/** GET /api/conversations/{id}/attachments/{attachmentId}: the file, with the session's token (files
 * have no public address). */
export function fetchAttachment(conversationId: string, attachmentId: string, signal?: AbortSignal) {
  return requestBlob(`${one(conversationId)}/attachments/${encodeURIComponent(attachmentId)}`, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
}
