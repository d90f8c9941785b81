// Cases: a client keeps a case, lawyers it is a lead for see it and respond, the client closes
// it. Extensions on the accounts API (docs/decisions/0090-cases-leads-and-notifications.md). Who sees what is the lead rule's
// (server/cases/leads.ts) and the privacy rule's: a lawyer learns the client's first name only,
// and a case that is not yours to see is not found, never forbidden
// (docs/decisions/0090-cases-leads-and-notifications.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseCreateSchema,
  caseDetailSchema,
  casePatchSchema,
  caseResponseSchema,
  caseSchema,
  casesAnswerSchema,
  responseCreateSchema,
} from '../../src/api/cases-contract.ts';
import type { CaseDetail, Lead } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../auth/guards.ts';
import { casePlace, distanceOf, isVerifiedNow, lawyerFacts, leadsOf, verdictFor } from '../cases/leads.ts';
import type { RouteOptions } from '../context.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { CaseRow } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { pathId } from '../http/route-schemas.ts';
import { bestCategory, classify } from '../match/classify.ts';
import { JSON_BODY, call, described, empty, json } from '../openapi/operation.ts';
import { CaseRepo, caseView, firstName } from '../repo/cases.ts';

// spec §5 has no rule on places: this API keeps only cases in a UK place it knows, so that a
// case can reach the lawyers near it (docs/decisions/0063-uk-places-and-jurisdictions.md)
export const PLACE_UNKNOWN =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';
export const CATEGORY_UNCLEAR =
  'Choose the area of law: the description does not say clearly enough which one it is.';
const ALREADY_RESPONDED = 'You have already responded to this case.';
const CLOSED_TO_RESPONSES = 'This case is closed: it takes no more responses.';
const CLOSED_TO_CHANGES = 'This case is closed: it can no longer be changed.';
const VERIFIED_ONLY = 'Only verified lawyers can respond to cases.';

/**
 * Without the client's choice, the classifier's best guess, but only where some words of the
 * description point to it, as the match call does (server/match/lawyer-index.ts,
 * docs/decisions/0061-classifier-says-when-it-is-unsure.md); null when nothing does.
 */
function guessCategory(title: string, description: string): Category | null {
  const reading = classify(`${title}. ${description}`);
  return reading.evidence.length > 0 ? bestCategory(reading) : null;
}

const caseId = () => z.object({ id: described(pathId(), "The case's id.") });
const NOT_YOURS =
  "A case that is not the caller's to see answers 404, not 403: whether it exists is not told.";

export const caseRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  // the photo link of a lawyer's card, as the matching index gives it (server/app.ts)
  const cases = new CaseRepo(
    ctx.db,
    (id, stored) => `${ctx.config.publicApiUrl}/api/accounts/lawyers/${id}/photo/?v=${stored.slice(0, 8)}`,
  );
  const now = () => ctx.config.now();
  const client = requireRole('client');
  const lawyer = requireRole('lawyer');
  const clientOrLawyer = requireRole('client', 'lawyer');

  /** The client's own case, or 404. */
  const ownCase = async (id: number, clientId: number): Promise<CaseRow> => {
    const row = await cases.byId(id);
    if (!row || row.client_id !== clientId) throw notFound();
    return row;
  };
  /** The lawyer as the lead rule reads them, or 404 for a lawyer with no profile. */
  const asLawyer = async (userId: number) => {
    const facts = await lawyerFacts(ctx.db, userId);
    if (!facts) throw notFound();
    return facts;
  };
  const placeOf = (location: string) => {
    const place = casePlace(location);
    if (!place) throw new ApiError(400, { location: [PLACE_UNKNOWN] });
    return place;
  };

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
            "Keeps the client's case. `category` is the client's choice; without one the case is filed under the classifier's best guess, and when the description points to no area of law the answer is 400 with a message on `category` asking the client to choose. `urgency` is High, Medium (the default) or Low. `location` must be a UK place this API knows ('Manchester', 'Keswick', 'Belfast'); any other ('Narnia', 'Paris') is 400 with a message on `location`. The case is then a lead for every verified lawyer of its area within 80 km in the same jurisdiction, and the nearest 50 of them are notified (docs/decisions/0090-cases-leads-and-notifications.md).",
          errors: [...JSON_BODY, 401, 403],
        }),
        body: caseCreateSchema,
        response: { 201: json('The case as kept.', caseSchema) },
      },
    },
    async (request, reply) => {
      const { title, description, location, urgency } = request.body;
      const place = casePlace(location);
      const category = request.body.category ?? guessCategory(title, description);
      const errors: Record<string, string[]> = {};
      if (!place) errors.location = [PLACE_UNKNOWN];
      if (!category) errors.category = [CATEGORY_UNCLEAR];
      if (!place || !category) throw new ApiError(400, errors);
      const row = await cases.create(
        currentUser(request).id,
        { title, description, location, category, urgency },
        place,
        now(),
      );
      return reply.code(201).send(caseView(row, 0));
    },
  );

  app.get(
    '/api/cases/',
    {
      onRequest: clientOrLawyer,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'listCases',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: "A client's cases, or a lawyer's leads",
          description:
            "To a client: their own cases, newest first, each with `responseCount`. To a lawyer: their open leads, newest first (at most 100), each with the client's first name only (`clientFirstName`), whether this lawyer has responded (`responded`) and how far it is (`distance`). A lead is an open case of the lawyer's area within 80 km of their place and in the same jurisdiction, not dismissed, for a verified lawyer whose verification has not lapsed; a lawyer not verified has none (docs/decisions/0090-cases-leads-and-notifications.md).",
          errors: [401, 403],
        }),
        response: { 200: json('The cases (a client) or the leads (a lawyer).', casesAnswerSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'client') return cases.ofClient(user.id);
      const facts = await lawyerFacts(ctx.db, user.id);
      if (!facts) return [];
      const rows = await leadsOf(ctx.db, facts, now());
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
          description: `To its owner: the case and every response, oldest first, each with the lawyer's card. To a lawyer it is a lead for, or who has responded to it: the case, the client's first name and only this lawyer's own response (\`responseCount\` counts the responses shown). ${NOT_YOURS}`,
          errors: [401, 403, 404],
        }),
        params: caseId(),
        response: { 200: json('The case.', caseDetailSchema) },
      },
    },
    async (request): Promise<CaseDetail> => {
      const user = currentUser(request);
      const { id } = request.params;
      if (user.role === 'client') {
        const row = await ownCase(id, user.id);
        const responses = await cases.responses(id, now());
        return { ...caseView(row, responses.length), responses, clientFirstName: null };
      }
      const row = await cases.byId(id);
      if (!row) throw notFound();
      const facts = await asLawyer(user.id);
      const [verdict, responded] = await Promise.all([
        verdictFor(ctx.db, row, facts, now()),
        cases.hasResponded(id, user.id),
      ]);
      if (verdict !== 'lead' && !responded) throw notFound();
      const [owner, responses] = await Promise.all([
        ctx.users.byId(row.client_id),
        cases.responses(id, now(), user.id),
      ]);
      return {
        // a lawyer sees their own response only, and learns nothing of the others'
        ...caseView(row, responses.length),
        responses,
        clientFirstName: firstName(owner?.name ?? ''),
        responded,
      };
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
          description: `The owner changes any of \`title\`, \`description\`, \`location\`, \`category\` and \`urgency\` of an open case, checked as when it was kept (a place this API does not know is 400 on \`location\`); the category stays as it was unless it is sent. A closed case answers 409. ${NOT_YOURS}`,
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: caseId(),
        body: casePatchSchema,
        response: { 200: json('The case as changed.', caseSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const row = await ownCase(id, user.id);
      if (row.status !== 'open') throw new ApiError(409, CLOSED_TO_CHANGES);
      const place = request.body.location === undefined ? undefined : placeOf(request.body.location);
      const changed = await cases.update(id, user.id, request.body, place);
      if (!changed) throw new ApiError(409, CLOSED_TO_CHANGES);
      return caseView(changed, await cases.responseCount(id));
    },
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
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await ownCase(id, user.id);
      const row = await cases.close(id, user.id);
      if (!row) throw notFound();
      return caseView(row, await cases.responseCount(id));
    },
  );

  app.post(
    '/api/cases/:id/responses/',
    {
      onRequest: lawyer,
      schema: {
        ...call({
          tag: 'cases',
          operationId: 'respondToCase',
          kind: 'extension',
          roles: ['lawyer'],
          summary: 'Respond to a case',
          description: `A verified lawyer whose verification has not lapsed answers a case that is a lead for them: \`message\` (20 to 2,000 characters) and, optionally, \`fee\` (\`{kind: 'fixed' | 'hourly', amountPence}\`). The client is notified. One response per lawyer per case: a second answers 409, also when two are sent at once. A closed case answers 409; a lawyer not verified, 403. ${NOT_YOURS}`,
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
      const row = await cases.byId(id);
      if (!row) throw notFound();
      const verdict = await verdictFor(ctx.db, row, facts, now());
      if (verdict === 'none' || verdict === 'dismissed') {
        if (await cases.hasResponded(id, user.id)) throw new ApiError(409, ALREADY_RESPONDED);
        throw notFound();
      }
      if (verdict === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
      let kept: number | 'closed';
      try {
        kept = await cases.respond(id, facts, request.body);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, ALREADY_RESPONDED);
        throw error;
      }
      if (kept === 'closed') throw new ApiError(409, CLOSED_TO_RESPONSES);
      const [response] = await cases.responses(id, now(), user.id);
      return reply.code(201).send(response);
    },
  );

  app.post(
    '/api/cases/:id/dismiss/',
    {
      onRequest: lawyer,
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
      const row = await cases.byId(id);
      if (!row) throw notFound();
      const facts = await asLawyer(user.id);
      if ((await verdictFor(ctx.db, row, facts, now())) === 'none') throw notFound();
      await cases.dismiss(id, user.id);
      return reply.code(204).send();
    },
  );
};
