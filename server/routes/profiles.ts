// Lawyer profiles: the multipart submission for verification, the lawyer's own view, and the
// public photo of an approved lawyer (shown on matched-lawyer cards).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lawyerProfileSchema,
  profileFieldsSchema,
  verificationHistorySchema,
} from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { pathId } from '../http/route-schemas.ts';
import { notFound } from '../lib/errors.ts';
import { call, described, files, json } from '../openapi/operation.ts';
import { historyOf } from '../repo/verification-history.ts';
import { ownProfile, submitProfile } from '../services/verification/profile.ts';
import { MULTIPART_LIMITS, readProfileForm } from '../uploads/multipart.ts';
import type { RouteOptions } from './context.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const profileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // multipart parsing exists only here: other routes answer 415 to a multipart body
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const lawyerOnly = [ctx.authenticate, requireRole('lawyer')];

  app.post(
    '/api/accounts/lawyer-profiles/',
    {
      onRequest: lawyerOnly,
      // A schema cannot describe a multipart form that is read as it arrives: the parts are
      // read by hand (readProfileForm) and the text fields checked below. The body schema only
      // names the form in the reference, so this route's body is never validated by Fastify.
      validatorCompiler: () => () => true,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'submitLawyerProfile',
          kind: 'spec',
          roles: ['lawyer'],
          summary: 'Submit a lawyer profile for verification',
          description:
            "A multipart form: the profile's text fields and the documents. Files are judged by their content, not their names (documents: PDF, JPG or PNG; the photo: JPG, PNG, WebP or GIF), at most 10 MB each. `regulator`, `hourly_rate` and `first_consultation_fee` are this product's additions; the licence number is checked against what its regulator publishes about its numbers (docs/decisions/0087-regulator-and-licence-number.md). A lawyer not yet verified submits everything for review, and the three documents must then be on file, sent now or kept from an earlier submission. A verified lawyer's practice details are saved at once and the verification stays; a change to the name, regulator, licence number or a reviewed document waits for an admin while matching keeps the approved facts (`review` in the answer says which; docs/decisions/0086-save-is-not-submit.md). The spec checks only the status.",
          errors: [400, 401, 403, 413, 415],
        }),
        consumes: ['multipart/form-data'],
        body: profileFieldsSchema,
        response: { 201: json("Submitted; the lawyer's profile as now kept.", lawyerProfileSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const review = await submitProfile(
        ctx,
        user.id,
        await readProfileForm(request),
        ctx.clock.now(),
        request.log,
      );
      // this instance matches on the saved details at once; the others within a second
      await ctx.lawyers.refresh();
      return reply.code(201).send({ ...(await ownProfile(ctx, user.id, ctx.clock.now())), review });
    },
  );

  app.get(
    '/api/accounts/lawyer-profiles/me/',
    {
      onRequest: lawyerOnly,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'ownLawyerProfile',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "The lawyer's own profile and verification status",
          description:
            "The profile, which documents are on file, and the verification status: not submitted, pending, approved, rejected (with the reason) or waiting for information (with the admin's message).",
          errors: [401, 403],
        }),
        response: { 200: json("The lawyer's profile.", lawyerProfileSchema) },
      },
    },
    async (request) => ownProfile(ctx, currentUser(request).id, ctx.clock.now()),
  );

  app.get(
    '/api/accounts/lawyer-profiles/me/history/',
    {
      onRequest: lawyerOnly,
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'ownVerificationHistory',
          kind: 'extension',
          roles: ['lawyer'],
          summary: "The lawyer's verification history",
          description:
            'Every submission and decision about this lawyer, oldest first: when, who, what, the version and the reason. Nothing in it can be changed (docs/decisions/0086-save-is-not-submit.md).',
          errors: [401, 403],
        }),
        response: { 200: json('The history.', verificationHistorySchema) },
      },
    },
    async (request) => historyOf(ctx.db, currentUser(request).id),
  );

  app.get(
    '/api/accounts/lawyers/:id/photo/',
    {
      schema: {
        ...call({
          tag: 'profiles',
          operationId: 'lawyerPhoto',
          kind: 'extension',
          roles: null,
          summary: "A verified lawyer's profile photo",
          description:
            'The photo shown on matched-lawyer cards (`profile_picture` links here). Only for a verified lawyer with a photo; anything else is 404. Cacheable for an hour: the link carries a version.',
          errors: [404],
        }),
        params: z.object({ id: described(pathId(), "The lawyer's user id.") }),
        response: { 200: files('The image.', IMAGE_TYPES) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = await ctx.users.byId(id);
      const photo =
        user?.role === 'lawyer' && user.is_verified === 1
          ? await ctx.profiles.document(id, 'profile_picture')
          : undefined;
      if (!photo) throw notFound();
      const file = await ctx.store.open(photo.stored_name);
      // loaded by <img> from the SPA's origin; the URL carries a version, so it may be cached
      return reply
        .header('content-type', photo.mime)
        .header('content-length', file.size)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=3600')
        .send(file.stream);
    },
  );
};
