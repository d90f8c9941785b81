// A verified lawyer's public profile and their reviews, for anyone, signed in or not
// (docs/decisions/0101-reviews-from-consultations.md). Only a lawyer verified now (approved and
// not lapsed at the yearly re-check, the lead rule's isVerifiedNow) has one: anyone else's id
// answers 404, as booking does (server/services/consultations/shared.ts verifiedLawyer). The rating and
// count are computed from the visible reviews (server/repo/lawyer-cards.ts), never stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../src/api/contract.ts';
import { REVIEWS_PAGE_SIZE, publicLawyerSchema, reviewPageSchema } from '../../src/api/reviews-contract.ts';
import type { PublicLawyer, ReviewPage } from '../../src/api/reviews-contract.ts';
import { LAWYER_NOT_FOUND, verifiedLawyer } from '../services/consultations/shared.ts';
import type { AppContext, RouteOptions } from './context.ts';
import { ApiError } from '../lib/errors.ts';
import { emptyQueryValuesAreAbsent, pathId } from '../http/route-schemas.ts';
import { call, described, json } from '../openapi/operation.ts';
import { availabilityOf } from '../repo/availability.ts';
import { cardOf, publicProfileRow } from '../repo/lawyer-cards.ts';
import { servicesOf } from '../repo/lawyer-services.ts';
import { RECENT_REVIEWS, visibleReviews } from '../repo/reviews.ts';

const lawyerId = () => z.object({ id: described(pathId(), "The lawyer's id.") });

async function publicLawyer(ctx: AppContext, id: number): Promise<PublicLawyer> {
  const now = ctx.clock.now();
  await verifiedLawyer(ctx.db, id, now);
  const [row, availability, recent, published] = await Promise.all([
    publicProfileRow(ctx.db, id),
    availabilityOf(ctx.db, id),
    visibleReviews(ctx.db, id, { page: 1, pageSize: RECENT_REVIEWS }),
    servicesOf(ctx.db, id),
  ]);
  if (!row) throw new ApiError(404, LAWYER_NOT_FOUND);
  return {
    ...cardOf(row, ctx.photoUrl, now),
    bio: row.bio,
    education: row.education,
    licenseNumber: row.license_number,
    regulator: row.regulator,
    // what the lawyer offers now (the defaults while they have kept no settings)
    consultationTypes: availability.types,
    firstFeePence: row.first_fee_pence,
    // a paused lawyer's profile offers no booking (docs/decisions/0116-one-fee-rule.md)
    acceptingBookings: availability.available,
    recentReviews: recent.results,
    // the services and prices, insurance and complaints procedure (docs/services-and-prices.md)
    ...published,
  };
}

export const lawyerPublicRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/lawyers/:id/',
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'publicLawyer',
          kind: 'extension',
          roles: null,
          summary: "A lawyer's public profile",
          description:
            "A verified lawyer's card fields (`rating` is the average of their visible reviews to one decimal, 0 with none; `reviews` their count), `bio`, `education`, `licenseNumber`, `regulator`, the consultation types they offer, their fixed first fee if any, whether they are taking bookings now (`acceptingBookings`: false while they have switched their availability off), their 3 newest visible reviews (`recentReviews`), and what they publish of their practice (docs/services-and-prices.md): `services` with their prices in the lawyer's order, `indemnityInsurance` (`{insurer, coverPence}` or null) and `complaints` (the firm's procedure, a link or its words, or null). A lawyer who is not verified now (pending, refused, lapsed at the yearly re-check), or anyone else's id, answers 404.",
          errors: [404],
        }),
        params: lawyerId(),
        response: { 200: json('The public profile.', publicLawyerSchema) },
      },
    },
    async (request) => publicLawyer(ctx, request.params.id),
  );

  app.get(
    '/api/lawyers/:id/reviews/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'lawyerReviews',
          kind: 'extension',
          roles: null,
          summary: "A lawyer's reviews",
          description: `A verified lawyer's visible reviews, newest first, ${REVIEWS_PAGE_SIZE} a page: \`page\` from 1 (default 1; a page past the last has no results), with \`count\`, the number of visible reviews in all. A page that is not a whole number of 1 or more answers 400 on \`page\`; a lawyer who is not verified now, 404.`,
          errors: [400, 404],
        }),
        params: lawyerId(),
        querystring: pageQuerySchema,
        response: { 200: json('A page of reviews.', reviewPageSchema) },
      },
    },
    async (request): Promise<ReviewPage> => {
      const { id } = request.params;
      const { page } = request.query;
      await verifiedLawyer(ctx.db, id, ctx.clock.now());
      const found = await visibleReviews(ctx.db, id, { page, pageSize: REVIEWS_PAGE_SIZE });
      return { ...found, page, pageSize: REVIEWS_PAGE_SIZE };
    },
  );
};
