// The lawyer's own calls on cases: Respond to Case and hiding a lead (their list and one lead
// answer at the paths of cases.ts). The rules are server/services/cases/leads.ts's: a lawyer
// answers a lead of theirs once, while verified and available, and a case that is not theirs is
// not found (docs/decisions/0090-cases-leads-and-notifications.md,
// docs/decisions/0091-availability-switch-and-live-figures.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseResponseSchema, responseCreateSchema } from '../../src/api/cases-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { JSON_BODY, call, empty, json } from '../openapi/operation.ts';
import { dismiss, undismiss } from '../services/cases/leads.ts';
import { respond } from '../services/cases/responses.ts';
import { NOT_YOURS, caseId } from './case-params.ts';
import type { RouteOptions } from './context.ts';

export const leadRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('lawyer'));
  const now = () => ctx.clock.now();

  app.post(
    '/api/cases/:id/responses/',
    {
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'respondToCase',
          kind: 'extension',
          roles: ['lawyer'],
          summary: 'Respond to a case',
          description: `A verified lawyer whose verification has not lapsed answers a case that is a lead for them: \`message\` (20 to 2,000 characters) and, optionally, \`fee\` (\`{kind: 'fixed' | 'hourly', amountPence}\`). The client is notified. One response per lawyer per case: a second answers 409, also when two are sent at once. A closed case answers 409; so does a case that has had the 5 responses a case takes, with the reason, also when responses are sent at once (docs/decisions/0125-fair-leads-and-response-time.md); a lawyer not verified, 403; a lawyer who switched their availability off, 409 with the reason. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: caseId(),
        body: responseCreateSchema,
        response: { 201: json('The response as kept.', caseResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const response = await respond(ctx.db, ctx.photoUrl, user.id, request.params.id, request.body, now());
      return reply.code(201).send(response);
    },
  );

  app.post(
    '/api/cases/:id/dismiss/',
    {
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'dismissLead',
          kind: 'extension',
          roles: ['lawyer'],
          summary: 'Hide a lead',
          description: `The lawyer hides a lead: it leaves their list and they can no longer open or answer it. Hiding it again changes nothing. No body. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404],
        }),
        params: caseId(),
        response: { 204: empty('Hidden.') },
      },
    },
    async (request, reply) => {
      await dismiss(ctx.db, currentUser(request).id, request.params.id, now());
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/cases/:id/dismiss/',
    {
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'undismissLead',
          kind: 'extension',
          roles: ['lawyer'],
          summary: 'Undo hiding a lead',
          description: `The lawyer takes back Dismiss: the lead is in their list again. A lead not hidden stays as it is. A case that is no lead of theirs without the dismissal (closed meanwhile, or never theirs) is not found. No body. ${NOT_YOURS}`,
          errors: [401, 403, 404],
        }),
        params: caseId(),
        response: { 204: empty('In the list again.') },
      },
    },
    async (request, reply) => {
      await undismiss(ctx.db, currentUser(request).id, request.params.id, now());
      return reply.code(204).send();
    },
  );
};
