// The admin's side of reviews (docs/decisions/0101-reviews-from-consultations.md): reported
// reviews, open or decided, and reviews held for a check (docs/decisions/0111-held-reviews.md);
// the decisions on one: hide it with a reason (kept, never deleted, and left out of the lawyer's
// rating), keep it visible, or publish a held one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNumberSchema } from '../../src/api/contract.ts';
import {
  REVIEW_DESK_STATUSES,
  reasonSchema,
  reportedReviewListSchema,
  reportedReviewSchema,
} from '../../src/api/reviews-contract.ts';
import type { ReportedReview } from '../../src/api/reviews-contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import type { AppContext, RouteOptions } from './context.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent, noBodyIsNoFields, pathId } from '../http/route-schemas.ts';
import { JSON_BODY, call, described, json } from '../openapi/operation.ts';
import { hideReview, keepReview, reportedReview, reportedReviews } from '../repo/review-reports.ts';
import { publishReview } from '../services/reviews/write.ts';

const HIDDEN_ALREADY = 'This review is hidden already.';
const HIDDEN = 'This review is hidden: it cannot be kept visible.';
const reviewId = () => z.object({ id: described(pathId(), "The review's id.") });

/**
 * The review as the admin's list shows it, after a decision; 404 when there is no such review,
 * 409 with `refused` when the decision changed nothing because the review is hidden.
 */
async function decided(ctx: AppContext, id: number, done: boolean, refused: string): Promise<ReportedReview> {
  const now = await reportedReview(ctx.db, id);
  if (!now) throw notFound();
  if (!done) throw new ApiError(409, refused);
  return now;
}

export const reviewAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/admin/review-reports/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'reviewReports',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Reported reviews',
          description:
            '`status=open` (the default): reviews reported since an admin last decided on them, most reported first. `status=decided`: reviews an admin hid, kept or published, with no report since, the latest decision first. `status=held`: reviews waiting for a check before they count anywhere (`held` says why: the consultation was booked less than 24 hours before its start, or by a client account less than 24 hours old), oldest first. Each with its lawyer, its reports (reason and time) and, when hidden, the reason. A page of 20 (`page` from 1; `count`, `next` and `previous` as Django REST pages them).',
          errors: [400, 401, 403],
        }),
        querystring: z.strictObject({
          status: z.enum(REVIEW_DESK_STATUSES).default('open'),
          page: pageNumberSchema,
        }),
        response: { 200: json('The reported reviews.', reportedReviewListSchema) },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      return pageAnswer(
        request,
        ctx.config.publicApiUrl,
        page,
        await reportedReviews(ctx.db, status, pageWindow(page)),
      );
    },
  );

  app.post(
    '/api/admin/reviews/:id/publish/',
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'publishReview',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Publish a held review',
          description:
            "Publishes a review held for a check: from now on it counts in the lawyer's rating and shows on their profile, and the lawyer is told of it. No body. A review that is not waiting for a check (never held, published already, or hidden) answers 409.",
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: reviewId(),
        body: z.strictObject({}),
        response: { 200: json('The review as the list now shows it.', reportedReviewSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await publishReview(ctx.db, id);
      await ctx.lawyers.refresh();
      const now = await reportedReview(ctx.db, id);
      if (!now) throw notFound();
      return now;
    },
  );

  app.post(
    '/api/admin/reviews/:id/hide/',
    {
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'hideReview',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Hide a review',
          description:
            "Hides a review with the admin's `reason` (10 to 1,000 characters): it is kept, with who hid it, when and why, but no longer shown, and it leaves the lawyer's rating. Its reports are decided. A review hidden already answers 409.",
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: reviewId(),
        body: reasonSchema,
        response: { 200: json('The review as the list now shows it.', reportedReviewSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const done = await hideReview(ctx.db, id, currentUser(request).id, request.body.reason);
      if (done) await ctx.lawyers.refresh();
      return decided(ctx, id, done, HIDDEN_ALREADY);
    },
  );

  app.post(
    '/api/admin/reviews/:id/keep/',
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'admin',
          operationId: 'keepReview',
          kind: 'extension',
          roles: ['admin'],
          summary: 'Keep a reported review',
          description:
            'Decides that a review stays visible: its reports so far are closed (a later report opens it again). No body. A hidden review answers 409.',
          errors: [...JSON_BODY, 401, 403, 404, 409],
        }),
        params: reviewId(),
        body: z.strictObject({}),
        response: { 200: json('The review as the list now shows it.', reportedReviewSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return decided(ctx, id, await keepReview(ctx.db, id), HIDDEN);
    },
  );
};
