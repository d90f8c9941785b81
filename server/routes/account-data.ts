// Your data: the download of everything kept about the caller and the deletion of their account
// (docs/decisions/0102-your-data.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeleteSchema,
  accountExportPageSchema,
  exportFileName,
} from '../../src/api/account-data-contract.ts';
import { pageQuerySchema } from '../../src/api/contract.ts';
import { currentUser } from '../http/guards.ts';
import { pageAddress } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent, noBodyIsNoFields } from '../http/route-schemas.ts';
import { JSON_BODY, call, empty, json } from '../openapi/operation.ts';
import { accountExport } from '../repo/account-export.ts';
import { deleteAccount } from '../services/accounts/delete-account.ts';
import { confirmPassword } from '../services/accounts/confirm-password.ts';
import type { RouteOptions } from './context.ts';

export const accountDataRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/accounts/me/export/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'exportMyData',
          kind: 'extension',
          roles: [],
          summary: 'Download everything kept about you',
          description:
            "A JSON file (an attachment named `lawmatch-data-YYYY-MM-DD.json`, `format: 'lawmatch-export/2'`) of everything kept about the caller: the account (no password hash; `isVerified` a lawyer's verification, null for a client or an admin; when the address was confirmed), a lawyer's profile, booking settings, documents (their kind, name, size and date; the files themselves on request, as `documents.howToGetTheFiles` says), verification request and history (an admin as 'An admin'), cases with the place found for them and the responses received (each lawyer by public name), responses written, leads hidden, consultations (each as `GET /api/consultations/` shows it to the caller's side: the other side by the name that side is shown, the meeting link while confirmed, the office to the client and the client's number to the lawyer once agreed), reviews written (with when and why one was held, published or hidden) and received (as shown publicly), reports made, notifications, sign-in sessions (started, last renewed, expiry, ended and why), the e-mails written to the caller (kind, address, subject, text, when, sent or not) and the links they carried (purpose, when, expiry, used), and whether a calendar feed exists and since when. Never a token or its fingerprint, nor anything about anyone else the caller was not shown. A page at a time: every page holds the single facts and the `page`-th 50 of each list (`page` from 1); `next` is the next page's address while any list goes on, and the download is the pages joined.",
          errors: [401],
        }),
        querystring: pageQuerySchema,
        response: { 200: json('A page of the data.', accountExportPageSchema) },
      },
    },
    async (request, reply) => {
      const at = new Date(ctx.clock.now());
      const { page } = request.query;
      const { data, more } = await accountExport(ctx.db, currentUser(request), at, page);
      const next = more ? pageAddress(request, ctx.config.publicApiUrl, page + 1) : null;
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(at)}"`)
        .header('cache-control', 'no-store')
        .send({ ...data, page, next });
    },
  );

  app.post(
    '/api/accounts/me/delete/',
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'accounts',
          operationId: 'deleteMyAccount',
          kind: 'extension',
          roles: [],
          summary: 'Delete your account',
          description:
            "Deletes the caller's account once `password` is theirs (else 400 on `password`; failures count towards the sign-in limit, 429 with Retry-After). In one change: open cases are closed; consultations requested, proposed or confirmed that have not ended are cancelled ('The account was deleted.') and the other side is told; sign-in sessions, the calendar feed, notifications, the e-mails to the caller and their links, booking settings, hidden leads, reports made, documents and the verification request go; a lawyer is no longer matched, gets no leads and their public profile is gone, while the responses they sent stay on clients' cases under their public name; reviews written stay, without the client's name; the account keeps only its id. The files are deleted from storage afterwards. The e-mail can register again. The last admin cannot delete their account (409).",
          errors: [...JSON_BODY, 401, 409, 429, 503],
        }),
        body: accountDeleteSchema,
        response: { 204: empty('The account is deleted.') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await confirmPassword(ctx.logins, user, request.body.password, request.ip);
      const files = await deleteAccount(ctx.db, user.id, new Date(ctx.clock.now()));
      // a lawyer leaves this instance's directory and matching at once, the others' within a second
      if (user.role === 'lawyer') await ctx.lawyers.refresh();
      try {
        await ctx.store.remove(files);
      } catch (error) {
        // the account is gone either way; the start-up sweep removes files no row names
        // (server/uploads/sweep.ts)
        request.log.error({ err: error, files: files.length }, 'deleted account: files not removed');
      }
      return reply.code(204).send();
    },
  );
};
