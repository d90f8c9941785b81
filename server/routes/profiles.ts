// Lawyer profiles: the multipart submission for verification, the lawyer's own view, and the
// public photo of an approved lawyer (shown on matched-lawyer cards).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  FILE_KINDS,
  lawyerProfileSchema,
  profileFieldsSchema,
  verificationHistorySchema,
} from '../../src/api/contract.ts';
import type { FileKind, LawyerProfile, VerifiedFacts } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import type { AppContext, RouteOptions } from './context.ts';
import { ApiError, fieldErrors, notFound } from '../lib/errors.ts';
import { pathId } from '../http/route-schemas.ts';
import { call, described, files, json } from '../openapi/operation.ts';
import type { NewDocument, Review } from '../repo/profiles.ts';
import { historyOf, lastIdDeletion } from '../repo/verification-history.ts';
import { idDeletionDate } from '../rules/verification/id-retention.ts';
import { licenceProblem } from '../rules/verification/licence-numbers.ts';
import { renewalOf } from '../rules/verification/renewal.ts';
import { detectAllowedType } from '../uploads/file-types.ts';
import { MULTIPART_LIMITS, readProfileForm } from '../uploads/multipart.ts';
import type { UploadedFile } from '../uploads/multipart.ts';

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

async function profileView(ctx: AppContext, userId: number): Promise<LawyerProfile> {
  const [profile, documents, verification, verified, idDeletedAt] = await Promise.all([
    ctx.profiles.profileOf(userId),
    ctx.profiles.documentsOf(userId),
    ctx.profiles.verificationOf(userId),
    ctx.profiles.isVerified(userId),
    lastIdDeletion(ctx.db, userId),
  ]);
  const kinds = new Set(documents.map((d) => d.kind));
  const idUploadedAt = documents.find((d) => d.kind === 'government_id')?.uploaded_at;
  const renewal = verified ? renewalOf(verification?.verified_at ?? null, ctx.clock.now()) : null;
  return {
    profile: profile
      ? {
          full_name: profile.full_name,
          specialization: profile.specialization,
          location: profile.location,
          experience_years: profile.experience_years,
          license_number: profile.license_number,
          education: profile.education,
          bio: profile.bio,
          regulator: profile.regulator,
          hourly_rate: pounds(profile.hourly_rate_pence),
          first_consultation_fee: pounds(profile.first_fee_pence),
        }
      : null,
    documents: Object.fromEntries(FILE_KINDS.map((k) => [k, kinds.has(k)])) as Record<FileKind, boolean>,
    verification: verification
      ? {
          status: verification.status,
          reason: verification.reason,
          message: verification.message,
          submittedAt: verification.submitted_at,
          verified: verified && renewal?.state !== 'lapsed',
          verifiedAt: verification.verified_at,
          kind: verification.kind,
          pendingChange: verification.proposed ? (JSON.parse(verification.proposed) as VerifiedFacts) : null,
          renewal,
          idDeletesAt: idDeletionDate(verification, idUploadedAt),
          idDeletedAt: kinds.has('government_id') ? null : idDeletedAt,
        }
      : { status: 'not_submitted', reason: null, message: null, submittedAt: null, verified: false },
  };
}

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
      const { fields, files: uploaded } = await readProfileForm(request);

      const typeErrors: Record<string, string[]> = {};
      const documents: Array<NewDocument & { bytes: Buffer }> = [];
      for (const [kind, { bytes, filename }] of Object.entries(uploaded) as Array<[FileKind, UploadedFile]>) {
        const detected = await detectAllowedType(kind, bytes, filename);
        if (!detected.ok) typeErrors[kind] = [detected.message];
        else documents.push({ kind, bytes, stored_name: '', ...detected.type, size: bytes.length });
      }
      if (Object.keys(typeErrors).length > 0) throw new ApiError(415, typeErrors);

      const parsed = profileFieldsSchema.safeParse(fields);
      const errors = parsed.success ? {} : (fieldErrors(parsed.error, fields) as Record<string, string[]>);
      const licence = parsed.success
        ? licenceProblem(parsed.data.regulator, parsed.data.license_number)
        : null;
      if (licence) errors.license_number = [licence];
      const [verified, verification] = await Promise.all([
        ctx.profiles.isVerified(user.id),
        ctx.profiles.verificationOf(user.id),
      ]);
      // a submission for review needs all three documents on file, new or from before; a
      // verified lawyer sends only what changes (docs/decisions/0086-save-is-not-submit.md)
      if (!verified) {
        const onFile = new Set([
          ...(await ctx.profiles.documentsOf(user.id)).map((d) => d.kind),
          ...documents.map((d) => d.kind),
        ]);
        for (const kind of DOCUMENT_KINDS)
          if (!onFile.has(kind)) errors[kind] = ['This document is required.'];
      }
      if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(400, errors);
      const renewal = renewalOf(verification?.verified_at ?? null, ctx.clock.now());

      const saved: string[] = [];
      let replaced: string[];
      let review: Review;
      try {
        for (const doc of documents) {
          doc.stored_name = await ctx.store.save(doc.bytes, doc.ext, doc.mime);
          saved.push(doc.stored_name);
        }
        ({ replaced, review } = await ctx.profiles.save(
          user.id,
          parsed.data,
          documents.map(({ bytes: _bytes, ...doc }) => doc),
          { renewalOpen: renewal !== null && renewal.state !== 'current' },
        ));
      } catch (error) {
        await ctx.store.remove(saved);
        throw error;
      }
      // committed: the new files are in use whatever happens now; an old one that cannot be
      // deleted (object storage unreachable) is left behind rather than failing the submission
      await ctx.store.remove(replaced).catch((error: unknown) => {
        request.log.warn({ err: error }, 'replaced files were not deleted');
      });
      // this instance matches on the saved details at once; the others within a second
      await ctx.lawyers.refresh();
      return reply.code(201).send({ ...(await profileView(ctx, user.id)), review });
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
    async (request) => profileView(ctx, currentUser(request).id),
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
