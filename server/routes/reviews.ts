// Writing reviews (docs/decisions/0101-reviews-from-consultations.md): the client's review of a
// completed consultation, the reviewed lawyer's one reply, and a report by anyone signed in; and a
// lawyer's own reviews, verified or not, none being an empty page. The rules and notices are
// server/services/reviews/write.ts's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../src/api/contract.ts';
import {
  REVIEWS_PAGE_SIZE,
  reasonSchema,
  replyCreateSchema,
  reviewCreateSchema,
  reviewPageSchema,
  reviewSchema,
} from '../../src/api/reviews-contract.ts';
import type { ReviewPage } from '../../src/api/reviews-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { emptyQueryValuesAreAbsent, pathId } from '../http/route-schemas.ts';
import { visibleReviews } from '../repo/reviews.ts';
import { JSON_BODY, call, described, json } from '../openapi/operation.ts';
import { reportReview, writeReply, writeReview } from '../services/reviews/write.ts';
import type { RouteOptions } from './context.ts';

const REPORT_KEPT = 'Thank you. An admin will look at this review.';

const reviewId = () => z.object({ id: described(pathId(), "The review's id.") });
const created = (what: string) => ({ 201: json(what, reviewSchema) });

export const reviewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/lawyers/me/reviews/',
    {
      onRequest: requireRole('lawyer'),
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'ownReviews',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "The signed-in lawyer's reviews",
          description: `The caller's reviews as the public profile shows them, newest first, ${REVIEWS_PAGE_SIZE} a page (\`page\` from 1), with \`count\`. Whether or not the lawyer is verified now: a lawyer with none gets an empty page, never a 404.`,
          errors: [400, 401, 403],
        }),
        querystring: pageQuerySchema,
        response: { 200: json('A page of reviews.', reviewPageSchema) },
      },
    },
    async (request): Promise<ReviewPage> => {
      const { page } = request.query;
      const found = await visibleReviews(ctx.db, currentUser(request).id, {
        page,
        pageSize: REVIEWS_PAGE_SIZE,
      });
      return { ...found, page, pageSize: REVIEWS_PAGE_SIZE };
    },
  );

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
      const review = await writeReview(ctx.db, currentUser(request).id, request.params.id, request.body);
      // this instance's matching has the new rating at once; the others follow the change feed
      await ctx.lawyers.refresh();
      return reply.code(201).send(review);
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
    async (request, reply) =>
      reply
        .code(201)
        .send(await writeReply(ctx.db, currentUser(request), request.params.id, request.body.text)),
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
      await reportReview(ctx.db, currentUser(request).id, request.params.id, request.body.reason);
      return reply.code(201).send({ detail: REPORT_KEPT });
    },
  );
};
