// The directory of lawyers, for anyone, signed in or not (docs/directory.md,
// docs/decisions/0127-directory-call.md): the verified, available lawyers a search finds, 20 a
// page. Registered before the public profile's `/api/lawyers/:id/`, which it does not overlap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  WITHIN_KM_CHOICES,
  WITHIN_KM_DEFAULT,
  WITHIN_KM_MAX,
  WITHIN_KM_MIN,
  directoryPageSchema,
  directoryQuerySchema,
} from '../../src/api/directory-contract.ts';
import type { DirectoryPage } from '../../src/api/directory-contract.ts';
import { pageAnswer } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent } from '../http/route-schemas.ts';
import { call, json } from '../openapi/operation.ts';
import { DIRECTORY_ORDER } from '../services/directory/order.ts';
import { directoryPage } from '../services/directory/search.ts';
import type { RouteOptions } from './context.ts';

const DESCRIPTION = [
  `The verified lawyers (approved, and not lapsed at the yearly re-check) who are taking new work, ${DIRECTORY_PAGE_SIZE} a page, with \`count\` and the \`next\` and \`previous\` pages' addresses.`,
  '`q` finds a name or part of one, in any case, as text (`%` and `_` are letters like any other).',
  '`area` is one of the eight areas of law; `service` one of the services a price is published for, and only lawyers who list it are found.',
  `\`near\` is a UK place (one the API does not know is a 400 on \`near\`), \`withinKm\` the distance from it, a whole number of kilometres from ${WITHIN_KM_MIN} to ${WITHIN_KM_MAX} (${WITHIN_KM_DEFAULT}, 25 miles, when left out; 10, 25 and 50 miles are ${WITHIN_KM_CHOICES.join(', ')}).`,
  '`maxPricePence` keeps the lawyers whose service shown costs at most that in all (the fixed fee or the bottom of a range, with VAT and disbursements); an hourly rate has no total and is left out.',
  `\`sort\` (\`relevance\` when left out; \`distance\` needs \`near\`): ${DIRECTORY_SORTS.map((s) => `\`${s}\`: ${DIRECTORY_ORDER[s]}`).join('. ')}. Ties go by id.`,
  'Each lawyer carries the card fields, `services` with the one that fits the search first (the one named by `service`, else their first of `area`, else their first), and with `near` the distance (`distanceKm` and its words). A value that does not fit, or a parameter not listed, is a 400 naming it.',
].join(' ');

export const lawyerDirectoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/lawyers/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'lawyerDirectory',
          kind: 'extension',
          roles: null,
          summary: 'Find a lawyer: the directory',
          description: DESCRIPTION,
          errors: [400],
        }),
        querystring: directoryQuerySchema,
        response: { 200: json('A page of lawyers.', directoryPageSchema) },
      },
    },
    async (request): Promise<DirectoryPage> => {
      const { query } = request;
      const found = await directoryPage(ctx.db, ctx.lawyers, ctx.photoUrl, query, ctx.clock.now());
      return pageAnswer(request, ctx.config.publicApiUrl, query.page, found, DIRECTORY_PAGE_SIZE);
    },
  );
};
