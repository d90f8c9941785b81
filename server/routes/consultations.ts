// Booking a consultation and the lists of a person's consultations. The calls that move one are
// in consultation-actions.ts, its calendar files in calendar.ts (docs/consultations.md,
// docs/decisions/0096-booking-calls.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingRequestSchema,
  consultationListQuerySchema,
  consultationListSchema,
  consultationSchema,
} from '../../src/api/booking-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { book } from '../services/consultations/book.ts';
import { shownTo } from '../rules/disclosure.ts';
import type { RouteOptions } from './context.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent } from '../http/route-schemas.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { consultationsOf } from '../repo/consultations.ts';

export const consultationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  const now = () => ctx.clock.now();

  app.post(
    '/api/consultations/',
    {
      onRequest: requireRole('client'),
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'bookConsultation',
          kind: 'extension',
          roles: ['client'],
          summary: 'Book a consultation',
          description:
            "A client asks for one of the lawyer's free start times (`GET /api/lawyers/{id}/slots/`): `lawyerId`, `startsAt` (UTC), `type` (one the lawyer offers), `phone` (the number to call; required for a phone consultation), `caseId` (one of the client's own cases, optional) and `note` (optional). The answer is the consultation, `requested`, for the lawyer to confirm, decline or answer with another time; the lawyer is notified. Its fee is the fixed fee the lawyer offered in a response to that case, else the hourly rate (offered, else the profile's) for the consultation's length, else null: 'Fee on request'. A time that is not one the lawyer offers is 400 with the reason on `startsAt` (or `type`); a lawyer not verified, 404; a lawyer who switched their availability off, 409. A time taken meanwhile, even by a booking sent at the same moment, is 409 with `detail` and `nextSlots`, the next free start times of that type from that day on (at most 6): no two active consultations of a lawyer overlap, decided by the database.",
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        body: bookingRequestSchema,
        response: { 201: json('The consultation, requested.', consultationSchema) },
      },
    },
    async (request, reply) => {
      const kept = await book(ctx.db, currentUser(request).id, request.body, now());
      return reply.code(201).send(shownTo(kept, 'client'));
    },
  );

  app.get(
    '/api/consultations/',
    {
      onRequest: requireRole('client', 'lawyer'),
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'listConsultations',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: "The caller's consultations",
          description: `The client's or the lawyer's consultations, as their side may see them: the meeting link only while confirmed, the client's number to the lawyer and the office address to the client once agreed, and to the lawyer the client's first name only until then. \`when=upcoming\` (the default): requested or proposed ones that have not ended, and every confirmed one until the lawyer marks it completed, soonest first. \`when=past\`: the rest (declined, cancelled, completed, and requests or proposals whose time went by unanswered), latest first. A page of 20 (\`page\` from 1; \`count\`, \`next\` and \`previous\` as Django REST pages them).`,
          errors: [400, 401, 403],
        }),
        querystring: consultationListQuerySchema,
        response: { 200: json('The consultations.', consultationListSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const side = user.role === 'lawyer' ? 'lawyer' : 'client';
      const { when, page } = request.query;
      const slice = await consultationsOf(ctx.db, user.id, side, when, now(), pageWindow(page));
      const shown = { count: slice.count, results: slice.results.map((c) => shownTo(c, side)) };
      return pageAnswer(request, ctx.config.publicApiUrl, page, shown);
    },
  );
};
