// What a save of the lawyer's profile does (docs/decisions/0086-save-is-not-submit.md):
// - a lawyer not yet verified submits everything for review ('first');
// - a verified lawyer's practice details (area, place, experience, education, bio, fees, photo)
//   are saved at once and the verification stays ('none');
// - a verified lawyer's change to what was verified (name, regulator, licence number, a reviewed
//   document) waits for an admin as a re-check ('change'), while matching keeps the approved
//   facts; a new practising certificate alone, while the yearly re-check is open, is the
//   renewal ('renewal').
import { DOCUMENT_KINDS } from '../../../src/api/contract.ts';
import type { FileKind, ProfileFields, VerifiedFacts } from '../../../src/api/contract.ts';

/** what a save did: 'none' kept the lawyer's verification as it was */
export type Review = 'none' | 'first' | 'change' | 'renewal';

const VERIFIED_FACTS = ['full_name', 'regulator', 'license_number'] as const;
const REVIEWED_DOCUMENTS: ReadonlySet<FileKind> = new Set(DOCUMENT_KINDS);

/** The profile's columns an admin verified. */
export const verifiedFacts = (fields: ProfileFields): VerifiedFacts => ({
  full_name: fields.full_name,
  regulator: fields.regulator,
  license_number: fields.license_number,
});

/** The profile's columns a verified lawyer changes at once. */
export const practiceDetails = (fields: ProfileFields) => ({
  specialization: fields.specialization,
  location: fields.location,
  experience_years: fields.experience_years,
  education: fields.education,
  bio: fields.bio,
  hourly_rate_pence: fields.hourly_rate,
  first_fee_pence: fields.first_consultation_fee,
});

/** The verified facts and reviewed documents a save changes, by name; all facts without a profile. */
export function changedFacts(
  kept: VerifiedFacts | undefined,
  fields: ProfileFields,
  documents: ReadonlyArray<{ kind: FileKind }>,
): string[] {
  if (!kept) return [...VERIFIED_FACTS];
  return [
    ...VERIFIED_FACTS.filter((key) => kept[key] !== fields[key]),
    ...documents.map((d) => d.kind).filter((kind) => REVIEWED_DOCUMENTS.has(kind)),
  ];
}

/** The review a save opens, from whether the lawyer is verified and what it changes. */
export function reviewOf({
  verified,
  changes,
  renewalOpen,
}: {
  verified: boolean;
  changes: readonly string[];
  renewalOpen: boolean;
}): Review {
  if (!verified) return 'first';
  if (changes.length === 0) return 'none';
  const factsChanged = changes.some((c) => (VERIFIED_FACTS as readonly string[]).includes(c));
  return !factsChanged && changes.every((c) => c === 'bar_certificate') && renewalOpen ? 'renewal' : 'change';
}
