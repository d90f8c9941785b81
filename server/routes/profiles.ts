// Lawyer profiles: the multipart submission for verification, the lawyer's own view, and the
// public photo of an approved lawyer (shown on matched-lawyer cards).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  DOCUMENT_KINDS,
  FILE_KINDS,
  lawyerProfileSchema,
  profileFieldsSchema,
} from '../../src/api/contract.ts';
import type { FileKind, LawyerProfile } from '../../src/api/contract.ts';
import { currentUser, requireRole } from '../auth/guards.ts';
import type { AppContext, RouteOptions } from '../context.ts';
import { ApiError, fieldErrors, notFound, shape } from '../http/errors.ts';
import type { NewDocument } from '../repo/profiles.ts';
import { detectAllowedType } from '../uploads/file-types.ts';
import { MULTIPART_LIMITS, readProfileForm } from '../uploads/multipart.ts';
import type { UploadedFile } from '../uploads/multipart.ts';

async function profileView(ctx: AppContext, userId: number): Promise<LawyerProfile> {
  const [profile, documents, verification] = await Promise.all([
    ctx.profiles.profileOf(userId),
    ctx.profiles.documentsOf(userId),
    ctx.profiles.verificationOf(userId),
  ]);
  const kinds = new Set(documents.map((d) => d.kind));
  return shape(lawyerProfileSchema, {
    profile: profile
      ? {
          full_name: profile.full_name,
          specialization: profile.specialization,
          location: profile.location,
          experience_years: profile.experience_years,
          license_number: profile.license_number,
          education: profile.education,
          bio: profile.bio,
        }
      : null,
    documents: Object.fromEntries(FILE_KINDS.map((k) => [k, kinds.has(k)])) as Record<FileKind, boolean>,
    verification: verification
      ? {
          status: verification.status,
          reason: verification.reason,
          message: verification.message,
          submittedAt: verification.submitted_at,
        }
      : { status: 'not_submitted', reason: null, message: null, submittedAt: null },
  });
}

export const profileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // multipart parsing exists only here: other routes answer 415 to a multipart body
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const lawyerOnly = { onRequest: [ctx.authenticate, requireRole('lawyer')] };

  app.post('/api/accounts/lawyer-profiles/', lawyerOnly, async (request, reply) => {
    const user = currentUser(request);
    const { fields, files } = await readProfileForm(request);

    const typeErrors: Record<string, string[]> = {};
    const documents: Array<NewDocument & { bytes: Buffer }> = [];
    for (const [kind, { bytes, filename }] of Object.entries(files) as Array<[FileKind, UploadedFile]>) {
      const detected = await detectAllowedType(kind, bytes, filename);
      if (!detected.ok) typeErrors[kind] = [detected.message];
      else documents.push({ kind, bytes, stored_name: '', ...detected.type, size: bytes.length });
    }
    if (Object.keys(typeErrors).length > 0) throw new ApiError(415, typeErrors);

    const parsed = profileFieldsSchema.safeParse(fields);
    const errors = parsed.success ? {} : (fieldErrors(parsed.error, fields) as Record<string, string[]>);
    // after this submission all three documents must be on file, new or from before
    const onFile = new Set([
      ...(await ctx.profiles.documentsOf(user.id)).map((d) => d.kind),
      ...documents.map((d) => d.kind),
    ]);
    for (const kind of DOCUMENT_KINDS) if (!onFile.has(kind)) errors[kind] = ['This document is required.'];
    if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(400, errors);

    const saved: string[] = [];
    let replaced: string[];
    try {
      for (const doc of documents) {
        doc.stored_name = await ctx.store.save(doc.bytes, doc.ext, doc.mime);
        saved.push(doc.stored_name);
      }
      replaced = await ctx.profiles.submit(
        user.id,
        parsed.data,
        documents.map(({ bytes: _bytes, ...doc }) => doc),
      );
    } catch (error) {
      await ctx.store.remove(saved);
      throw error;
    }
    // committed: the new files are in use whatever happens now; an old one that cannot be
    // deleted (object storage unreachable) is left behind rather than failing the submission
    await ctx.store.remove(replaced).catch((error: unknown) => {
      request.log.warn({ err: error }, 'replaced files were not deleted');
    });
    // a resubmission takes the lawyer out of matching until an admin approves again
    await ctx.lawyers.refresh();
    return reply.code(201).send(await profileView(ctx, user.id));
  });

  app.get('/api/accounts/lawyer-profiles/me/', lawyerOnly, async (request) =>
    profileView(ctx, currentUser(request).id),
  );

  app.get<{ Params: { id: string } }>('/api/accounts/lawyers/:id/photo/', async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const user = Number.isSafeInteger(id) ? await ctx.users.byId(id) : undefined;
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
  });
};
