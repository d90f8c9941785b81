// The lawyer's side of cases: their leads and one lead as the list and detail of /api/cases/
// show them to a lawyer (cases.ts answers those paths for both roles), Respond to Case, and
// hiding a lead. Who may see or answer a case is the lead rule's (server/cases/leads.ts); a
// lawyer learns the client's first name only, and a case that is not theirs is not found
// (docs/decisions/0090-cases-leads-and-notifications.md). An unavailable lawyer has no leads
// (docs/decisions/0091-availability-switch-and-live-figures.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseResponseSchema, responseCreateSchema } from '../../src/api/cases-contract.ts';
import type { CaseDetail, Lead } from '../../src/api/cases-contract.ts';
import { currentUser, requireRole } from '../auth/guards.ts';
import { distanceOf, isVerifiedNow, lawyerFacts, leadsOf, verdictFor } from '../cases/leads.ts';
import type { AppContext, RouteOptions } from '../context.ts';
import { isUniqueViolation } from '../db/database.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { JSON_BODY, call, empty, json } from '../openapi/operation.ts';
import { caseView, firstName } from '../repo/cases.ts';
import { NOT_YOURS, anyCase, asLawyer, caseId } from './case-shared.ts';

const ALREADY_RESPONDED = 'You have already responded to this case.';
const CLOSED_TO_RESPONSES = 'This case is closed: it takes no more responses.';
const VERIFIED_ONLY = 'Only verified lawyers can respond to cases.';
export const UNAVAILABLE = 'You are not taking new cases: switch your availability on to respond to cases.';

/** The lawyer's open leads, newest first, as their list shows them. */
export async function leadList(ctx: AppContext, userId: number): Promise<Lead[]> {
  const facts = await lawyerFacts(ctx.db, userId);
  if (!facts) return [];
  const rows = await leadsOf(ctx.db, facts, ctx.config.now());
  return rows.map(({ client_name, responded, ...row }): Lead => {
    // a lead says nothing of other lawyers' responses
    const { responseCount: _count, ...kase } = caseView(row, 0);
    return {
      ...kase,
      clientFirstName: firstName(client_name),
      responded,
      distance: distanceOf(row, facts),
    };
  });
}

/** A case as a lawyer sees it: a lead of theirs, or one they responded to; else 404. */
export async function leadDetail(ctx: AppContext, userId: number, id: number): Promise<CaseDetail> {
  const now = ctx.config.now();
  const row = await anyCase(ctx, id);
  const facts = await asLawyer(ctx, userId);
  const [verdict, responded] = await Promise.all([
    verdictFor(ctx.db, row, facts, now),
    ctx.cases.hasResponded(id, userId),
  ]);
  if (verdict !== 'lead' && !responded) throw notFound();
  const [owner, responses] = await Promise.all([
    ctx.users.byId(row.client_id),
    ctx.cases.responses(id, now, userId),
  ]);
  return {
    // a lawyer sees their own response only, and learns nothing of the others'
    ...caseView(row, responses.length),
    responses,
    clientFirstName: firstName(owner?.name ?? ''),
    responded,
  };
}

export const leadRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('lawyer'));
  const now = () => ctx.config.now();

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
          description: `A verified lawyer whose verification has not lapsed answers a case that is a lead for them: \`message\` (20 to 2,000 characters) and, optionally, \`fee\` (\`{kind: 'fixed' | 'hourly', amountPence}\`). The client is notified. One response per lawyer per case: a second answers 409, also when two are sent at once. A closed case answers 409; a lawyer not verified, 403; a lawyer who switched their availability off, 409 with the reason. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: caseId(),
        body: responseCreateSchema,
        response: { 201: json('The response as kept.', caseResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const facts = await lawyerFacts(ctx.db, user.id);
      if (!facts || !isVerifiedNow(facts, now())) throw new ApiError(403, VERIFIED_ONLY);
      // said before the case is looked up: it tells nothing of whether the case exists
      if (!facts.available) throw new ApiError(409, UNAVAILABLE);
      const row = await anyCase(ctx, id);
      const verdict = await verdictFor(ctx.db, row, facts, now());
      if (verdict === 'none' || verdict === 'dismissed') {
        if (await ctx.cases.hasResponded(id, user.id)) throw new ApiError(409, ALREADY_RESPONDED);
        throw notFound();
      }
      if (verdict === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
      let kept: number | 'closed';
      try {
        kept = await ctx.cases.respond(id, facts, request.body);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, ALREADY_RESPONDED);
        throw error;
      }
      if (kept === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
      const [response] = await ctx.cases.responses(id, now(), user.id);
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
      const user = currentUser(request);
      const { id } = request.params;
      const row = await anyCase(ctx, id);
      const facts = await asLawyer(ctx, user.id);
      if ((await verdictFor(ctx.db, row, facts, now())) === 'none') throw notFound();
      await ctx.cases.dismiss(id, user.id);
      return reply.code(204).send();
    },
  );
};
