// Cases: a client keeps a case, lists, changes and closes it; the list and the detail of a case
// answer a lawyer too, as leads (the lawyer's own calls are leads.ts). Extensions on the accounts
// API (docs/decisions/0090-cases-leads-and-notifications.md). The use cases are
// server/services/cases/: client-cases.ts for the client, leads.ts for the lawyer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseCreateSchema,
  caseDetailSchema,
  casePatchSchema,
  caseSchema,
  casesAnswerSchema,
} from '../../src/api/cases-contract.ts';
import { pageQuerySchema } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent } from '../http/route-schemas.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { casesOfClient } from '../repo/cases.ts';
import { changeCase, clientCaseDetail, closeOwnCase, createCase } from '../services/cases/client-cases.ts';
import { leadDetail, leadList } from '../services/cases/leads.ts';
import { NOT_YOURS, caseId } from './case-params.ts';
import type { RouteOptions } from './context.ts';

export const caseRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  const now = () => ctx.clock.now();
  const client = requireRole('client');
  const clientOrLawyer = requireRole('client', 'lawyer');

  app.post(
    '/api/cases/',
    {
      onRequest: client,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'createCase',
          kind: 'extension',
          roles: ['client'],
          summary: 'Keep a case',
          description:
            "Keeps the client's case. `category` is the client's choice; without one the case is filed under the classifier's area when it is sure; when the description points to more than one area without saying clearly which, the answer is 400 with a message on `category` asking the client to choose; and when it points to no area of law at all (a will, a faulty toaster), the case is kept with `category` null: it is a lead for no lawyer and notifies no one until the client chooses its area with `PATCH` (docs/decisions/0061-classifier-says-when-it-is-unsure.md). `urgency` is High, Medium or Low; without it the follow-up `answers` decide (High when one marks the case urgent or a statutory time limit is near or passed), else Medium. `answers` (optional) maps the case form's question ids to answers (an option's value, a day YYYY-MM-DD or `not_sure`): a question not asked, an answer not offered, a date that cannot be right (before 1900, after today for something that has happened, far ahead) is 400 on `answers.<question id>`; answers to another area's questions are left out (docs/decisions/0132-follow-up-questions-and-time-limits.md). `location` must be a UK place this API knows ('Manchester', 'Keswick', 'Belfast'); any other ('Narnia', 'Paris') is 400 with a message on `location`. The case is then a lead for every verified, available lawyer of its area within 80 km in the same jurisdiction, and the nearest 50 of them are notified (docs/decisions/0090-cases-leads-and-notifications.md).",
          errors: [...JSON_BODY, 401, 403],
        }),
        body: caseCreateSchema,
        response: { 201: json('The case as kept.', caseSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCase(ctx.db, currentUser(request).id, request.body, now())),
  );

  app.get(
    '/api/cases/',
    {
      onRequest: clientOrLawyer,
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'listCases',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: "A client's cases, or a lawyer's leads",
          description:
            "A page of 20 (`page` from 1; `count`, `next` and `previous` as Django REST pages them). To a client: their own cases, newest first, each with `responseCount`. To a lawyer: their open leads, newest first, each with the client's first name only (`clientFirstName`), whether this lawyer has responded (`responded`), how many lawyers have answered it (`responseCount`, of the 5 a case takes) and how far it is (`distance`). A lead is an open case with fewer than 5 responses, of the lawyer's area within 80 km of their place and in the same jurisdiction, not dismissed, for a verified lawyer whose verification has not lapsed and who is available; a lawyer not verified, or who switched their availability off (`GET /api/lawyers/me/availability/` says which), has none (docs/decisions/0090-cases-leads-and-notifications.md).",
          errors: [401, 403],
        }),
        querystring: pageQuerySchema,
        response: { 200: json('The cases (a client) or the leads (a lawyer).', casesAnswerSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page } = request.query;
      const answer = <T>(slice: { count: number; results: T[] }) =>
        pageAnswer(request, ctx.config.publicApiUrl, page, slice);
      return user.role === 'client'
        ? answer(await casesOfClient(ctx.db, user.id, pageWindow(page)))
        : answer(await leadList(ctx.db, user.id, now(), pageWindow(page)));
    },
  );

  app.get(
    '/api/cases/:id/',
    {
      onRequest: clientOrLawyer,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'caseDetail',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: 'A case with its responses',
          description: `To its owner: the case and every response, oldest first, each with the lawyer's card, and the consultations booked about it (\`consultations\`, soonest first). To a lawyer it is a lead for, or who has responded to it: the case, the client's first name and only this lawyer's own response (\`responseCount\` counts every lawyer's responses). A case with the 5 responses a case takes is no longer a lead: a lawyer who has not answered it finds it no more. ${NOT_YOURS}`,
          errors: [401, 403, 404],
        }),
        params: caseId(),
        response: { 200: json('The case.', caseDetailSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return user.role === 'client'
        ? clientCaseDetail(ctx.db, ctx.photoUrl, user.id, id, now())
        : leadDetail(ctx.db, ctx.photoUrl, user.id, id, now());
    },
  );

  app.patch(
    '/api/cases/:id/',
    {
      onRequest: client,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'updateCase',
          kind: 'extension',
          roles: ['client'],
          summary: 'Change a case',
          description: `The owner changes any of \`title\`, \`description\`, \`location\`, \`category\`, \`urgency\` and \`answers\` (replaced whole) of an open case, checked as when it was kept (a place this API does not know is 400 on \`location\`); the category stays as it was unless it is sent, whatever the new description says. A case kept without an area (\`category\` null) gets one when it is sent, and is then a lead like any other (lawyers who match it see it; those kept without an area are notified of nothing); \`category\` null is refused, since an area once chosen is not taken back (close the case instead). A closed case answers 409. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: caseId(),
        body: casePatchSchema,
        response: { 200: json('The case as changed.', caseSchema) },
      },
    },
    async (request) => changeCase(ctx.db, currentUser(request).id, request.params.id, request.body, now()),
  );

  app.post(
    '/api/cases/:id/close/',
    {
      onRequest: client,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'closeCase',
          kind: 'extension',
          roles: ['client'],
          summary: 'Close a case',
          description: `The owner closes the case: it is no longer a lead and takes no more responses (a response answers 409). Closing a closed case changes nothing. No body. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404],
        }),
        params: caseId(),
        response: { 200: json('The case, closed.', caseSchema) },
      },
    },
    async (request) => closeOwnCase(ctx.db, currentUser(request).id, request.params.id),
  );
};
