// A lawyer's own profile: what they see of it and of their verification, and a submission of the
// profile form (docs/decisions/0086-save-is-not-submit.md). Files are judged by their content
// (docs/decisions/0021-uploads-judged-by-content.md), the licence number against its regulator
// (docs/decisions/0087-regulator-and-licence-number.md); a lawyer not yet verified submits
// everything for review with the three documents on file, a verified one saves practice details
// at once while a change of a verified fact waits for an admin. New files are stored before the
// transaction and removed again if it fails; the files they replace go once it has committed.
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_KINDS, FILE_KINDS, profileFieldsSchema } from '../../../src/api/contract.ts';
import type { FileKind, LawyerProfile, ProfileFields, VerifiedFacts } from '../../../src/api/contract.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError, fieldErrors } from '../../lib/errors.ts';
import { nowIso } from '../../db/database.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import {
  lockAccount,
  openRequest,
  profileRow,
  updateProfile,
  writeDocuments,
  writeProfile,
} from '../../repo/profiles.ts';
import type { NewDocument, ProfileRepo } from '../../repo/profiles.ts';
import { recordEvent } from '../../repo/verification-history.ts';
import {
  changedFacts,
  practiceDetails,
  reviewOf,
  verifiedFacts,
} from '../../rules/verification/profile-save.ts';
import type { Review } from '../../rules/verification/profile-save.ts';
import { lastIdDeletion } from '../../repo/verification-history.ts';
import { idDeletionDate } from '../../rules/verification/id-retention.ts';
import { licenceProblem } from '../../rules/verification/licence-numbers.ts';
import { renewalOf } from '../../rules/verification/renewal.ts';
import { detectAllowedType } from '../../uploads/file-types.ts';
import type { FileStore } from '../../uploads/file-store.ts';
import type { ProfileForm, UploadedFile } from '../../uploads/multipart.ts';

interface Profiles {
  db: Db;
  profiles: ProfileRepo;
  store: FileStore;
}

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** The lawyer's profile, which documents are on file, and their verification as they see it. */
export async function ownProfile(
  { db, profiles }: Profiles,
  userId: number,
  now: number,
): Promise<LawyerProfile> {
  const [profile, documents, verification, verified, idDeletedAt] = await Promise.all([
    profiles.profileOf(userId),
    profiles.documentsOf(userId),
    profiles.verificationOf(userId),
    profiles.isVerified(userId),
    lastIdDeletion(db, userId),
  ]);
  const kinds = new Set(documents.map((d) => d.kind));
  const idUploadedAt = documents.find((d) => d.kind === 'government_id')?.uploaded_at;
  const renewal = verified ? renewalOf(verification?.verified_at ?? null, now) : null;
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

/**
 * One save, all or nothing, as server/rules/verification/profile-save.ts says: the profile and
 * the documents written, a review opened when the save needs one, with its line in the history,
 * and the lawyer recorded as changed for every instance's matching. What it did, and the stored
 * names of the files it replaced, for the caller to delete once it has committed.
 */
function saveProfile(
  db: Db,
  userId: number,
  fields: ProfileFields,
  documents: NewDocument[],
  options: { renewalOpen: boolean },
): Promise<{ review: Review; replaced: string[] }> {
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    // first: the account's row stays locked while the documents it replaces are read
    const approved = await lockAccount(trx, userId);
    const profile = await profileRow(trx, userId);
    const verified = approved && profile !== undefined;
    const changes = changedFacts(profile, fields, documents);
    // a verified lawyer's verified facts change only by an admin's approval
    if (verified) await updateProfile(trx, userId, practiceDetails(fields), at);
    else await writeProfile(trx, userId, { ...verifiedFacts(fields), ...practiceDetails(fields) }, at);
    const replaced = await writeDocuments(trx, userId, documents, at);
    const review = reviewOf({ verified, changes, renewalOpen: options.renewalOpen });
    if (review !== 'none') {
      const version = await openRequest(
        trx,
        userId,
        review,
        review === 'first' ? null : verifiedFacts(fields),
        at,
      );
      await recordEvent(trx, {
        user_id: userId,
        actor_id: userId,
        action: review === 'first' ? 'submitted' : `${review}_submitted`,
        kind: review,
        version,
        note: null,
        changes,
        at,
      });
    }
    await recordLawyerChange(trx, userId);
    return { review, replaced };
  });
}

/**
 * Submits the profile form of the lawyer: what the save did (`review`), or 415 for a file of a
 * type not allowed, 400 with messages by field.
 */
export async function submitProfile(
  { db, profiles, store }: Profiles,
  userId: number,
  { fields, files: uploaded }: ProfileForm,
  now: number,
  log: FastifyBaseLogger,
): Promise<Review> {
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
  const licence = parsed.success ? licenceProblem(parsed.data.regulator, parsed.data.license_number) : null;
  if (licence) errors.license_number = [licence];
  const [verified, verification] = await Promise.all([
    profiles.isVerified(userId),
    profiles.verificationOf(userId),
  ]);
  // a submission for review needs all three documents on file, new or from before; a
  // verified lawyer sends only what changes (docs/decisions/0086-save-is-not-submit.md)
  if (!verified) {
    const onFile = new Set([
      ...(await profiles.documentsOf(userId)).map((d) => d.kind),
      ...documents.map((d) => d.kind),
    ]);
    for (const kind of DOCUMENT_KINDS) if (!onFile.has(kind)) errors[kind] = ['This document is required.'];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const renewal = renewalOf(verification?.verified_at ?? null, now);

  const saved: string[] = [];
  let replaced: string[];
  let review: Review;
  try {
    for (const doc of documents) {
      doc.stored_name = await store.save(doc.bytes, doc.ext, doc.mime);
      saved.push(doc.stored_name);
    }
    ({ replaced, review } = await saveProfile(
      db,
      userId,
      parsed.data,
      documents.map(({ bytes: _bytes, ...doc }) => doc),
      { renewalOpen: renewal !== null && renewal.state !== 'current' },
    ));
  } catch (error) {
    await store.remove(saved);
    throw error;
  }
  // committed: the new files are in use whatever happens now; an old one that cannot be
  // deleted (object storage unreachable) is left behind rather than failing the submission
  await store.remove(replaced).catch((error: unknown) => {
    log.warn({ err: error }, 'replaced files were not deleted');
  });
  return review;
}
