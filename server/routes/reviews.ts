// Writing reviews (docs/decisions/0101-reviews-from-consultations.md): the client's review of a
// completed consultation, the reviewed lawyer's one reply, and a report by anyone signed in.
// "Once" is the database's each time (server/repo/reviews.ts, server/repo/review-reports.ts):
// a second of two sent at the same moment is answered 409 like any later one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reasonSchema,
  replyCreateSchema,
  reviewCreateSchema,
  reviewSchema,
} from '../../src/api/reviews-contract.ts';
import { currentUser, requireRole } from '../auth/guards.ts';
import type { RouteOptions } from '../context.ts';
import { isUniqueViolation } from '../db/database.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { pathId } from '../http/route-schemas.ts';
import { JSON_BODY, call, described, json } from '../openapi/operation.ts';
import { lawyerFacts } from '../cases/leads.ts';
import { keepReport } from '../repo/review-reports.ts';
import { consultationToReview, reviewById, reviewOf, writeReply, writeReview } from '../repo/reviews.ts';

const REVIEWED_ALREADY = 'This consultation has a review already.';
const NOT_COMPLETED = 'Only a completed consultation can be reviewed.';
const REPLIED_ALREADY = 'You have replied to this review already.';
const REPORTED_ALREADY = 'You have reported this review already.';
const NOT_YOUR_REVIEW = 'Only the lawyer who was reviewed can reply.';
const REPORT_KEPT = 'Thank you. An admin will look at this review.';

const reviewId = () => z.object({ id: described(pathId(), "The review's id.") });
const created = (what: string) => ({ 201: json(what, reviewSchema) });

export const reviewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.post(
    '/api/consultations/:id/review/',
    {
      onRequest: requireRole('client'),
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'reviewConsultation',
          kind: 'extension',
          roles: ['client'],
          summary: 'Review a completed consultation',
          description:
            "The consultation's client rates it, `rating` 1 to 5 stars, with `text` (at most 2,000 characters, may be empty). The lawyer is notified, and their rating everywhere is computed again from their visible reviews. Once per consultation, decided by the database: a second answers 409, also when two are sent at once. A consultation that is not completed answers 409; a lawyer or an admin, 403; a consultation of someone else, 404.",
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: z.object({ id: described(pathId(), "The consultation's id.") }),
        body: reviewCreateSchema,
        response: created('The review as kept.'),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const consultation = await consultationToReview(ctx.db, request.params.id);
      // as with every consultation call, one that is not the caller's is not found
      if (!consultation || consultation.client_id !== user.id) throw notFound();
      if (consultation.status !== 'completed') throw new ApiError(409, NOT_COMPLETED);
      let id: number;
      try {
        id = await writeReview(ctx.db, consultation, request.body);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, REVIEWED_ALREADY);
        throw error;
      }
      await ctx.lawyers.refresh();
      const kept = await reviewById(ctx.db, id);
      if (!kept) throw notFound();
      return reply.code(201).send(reviewOf(kept));
    },
  );

  app.post(
    '/api/reviews/:id/reply/',
    {
      onRequest: requireRole('lawyer'),
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'replyToReview',
          kind: 'extension',
          roles: ['lawyer'],
          summary: 'Reply to a review',
          description:
            'The reviewed lawyer answers a review once, with `text` (1 to 2,000 characters); the client is notified. A second reply answers 409, also when two are sent at once (only the first is kept). Another lawyer answers 403; a review that is hidden or not there, 404.',
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: reviewId(),
        body: replyCreateSchema,
        response: created('The review with its reply.'),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const review = await reviewById(ctx.db, request.params.id);
      if (!review || review.hidden_at !== null) throw notFound();
      if (review.lawyer_id !== user.id) throw new ApiError(403, NOT_YOUR_REVIEW);
      const name = (await lawyerFacts(ctx.db, user.id))?.name ?? user.name;
      if (!(await writeReply(ctx.db, review, name, request.body.text)))
        throw new ApiError(409, REPLIED_ALREADY);
      const kept = await reviewById(ctx.db, review.id);
      if (!kept) throw notFound();
      return reply.code(201).send(reviewOf(kept));
    },
  );

  app.post(
    '/api/reviews/:id/report/',
    {
      schema: {
        ...call({
          tag: 'consultations',
          operationId: 'reportReview',
          kind: 'extension',
          roles: [],
          summary: 'Report a review',
          description:
            'Anyone signed in tells the admins why a review breaks the review policy: `reason`, 10 to 1,000 characters. Once per person per review, decided by the database: a second answers 409. A review that is hidden or not there answers 404.',
          errors: [...JSON_BODY, 401, 404, 409],
        }),
        params: reviewId(),
        body: reasonSchema,
        response: { 201: json('The report is kept.', z.object({ detail: z.string() })) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const review = await reviewById(ctx.db, request.params.id);
      if (!review || review.hidden_at !== null) throw notFound();
      try {
        await keepReport(ctx.db, review.id, user.id, request.body.reason);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, REPORTED_ALREADY);
        throw error;
      }
      return reply.code(201).send({ detail: REPORT_KEPT });
    },
  );
};
