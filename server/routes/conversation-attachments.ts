// A message's file, served only to the conversation's two parties (docs/conversations.md,
// "Messages"): as an attachment under its own name, never cached nor sniffed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_FILE_TYPES } from '../../src/api/conversations-contract.ts';
import { currentUser } from '../http/guards.ts';
import { pathId } from '../http/route-schemas.ts';
import { call, described, files } from '../openapi/operation.ts';
import { attachmentFile } from '../services/conversations/read.ts';
import type { RouteOptions } from './context.ts';
import { PARTIES_ONLY, conversationId } from './conversations.ts';

/** `attachment` with the file's own name: plain ASCII for every client, and in full (RFC 6266). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const conversationAttachmentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/conversations/:id/attachments/:attachmentId',
    {
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'messageAttachment',
          kind: 'extension',
          roles: [],
          summary: "A message's file",
          description: `The file as it was sent, as an attachment under its own name (\`Content-Disposition: attachment\`), never cached (\`Cache-Control: private, no-store\`) nor sniffed (\`X-Content-Type-Options: nosniff\`). Fetch it with the token; to show an image, make an object URL of what comes back. A file of a message whose writer deleted their account is gone: 404. ${PARTIES_ONLY}`,
          errors: [401, 404],
        }),
        params: z.object({
          id: conversationId(),
          attachmentId: described(pathId(), "The file's id, as its message lists it."),
        }),
        response: { 200: files('The file.', MESSAGE_FILE_TYPES) },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const { file, name, contentType } = await attachmentFile(
        ctx.db,
        ctx.store,
        currentUser(request).id,
        id,
        attachmentId,
      );
      return reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('content-disposition', disposition(name))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
