// What pressing the profile's button will do, said before it is pressed, and what it did
// (docs/decisions/0086-save-is-not-submit.md): a lawyer not yet verified submits the whole
// profile for verification (spec §2's 'Submit for Verification'); a verified lawyer saves
// practice details at once, and a change to a verified fact or a reviewed document goes to an
// admin while the lawyer stays verified on the approved details.
import type { FileKind, LawyerProfile } from '@/api/contract';
import type { SaveReview } from '@/api/profiles';
import { DEFAULT_REGULATOR } from '@/api/regulators';
import type { ProfileFormValues } from '@/features/lawyers/profile/profile-form-schema';

export type SaveMode = 'submit' | 'save' | 'review';

export const BUTTON_LABEL: Record<SaveMode, string> = {
  submit: 'Submit for Verification',
  save: 'Save changes',
  review: 'Submit changes for review',
};
export const BUSY_LABEL: Record<SaveMode, string> = {
  submit: 'Submitting...',
  save: 'Saving...',
  review: 'Submitting...',
};

const FACTS = [
  ['full_name', 'name'],
  ['regulator', 'regulator'],
  ['license_number', 'licence number'],
] as const;
const DOCUMENTS: [FileKind, string][] = [
  ['government_id', 'government ID'],
  ['law_degree', 'law degree certificate'],
  ['bar_certificate', 'practising certificate'],
];

type Facts = Pick<ProfileFormValues, 'full_name' | 'regulator' | 'license_number'>;

/** The changes that need a review, in words: the verified facts that differ from the approved
 * ones, and the reviewed documents chosen. */
export function changesForReview(
  values: Facts,
  approved: LawyerProfile['profile'] | undefined,
  files: Partial<Record<FileKind, File>>,
): string[] {
  const was: Facts | undefined = approved
    ? {
        full_name: approved.full_name,
        regulator: approved.regulator ?? DEFAULT_REGULATOR,
        license_number: approved.license_number,
      }
    : undefined;
  const facts = FACTS.filter(([key]) => was !== undefined && values[key].trim() !== was[key].trim()).map(
    ([, words]) => words,
  );
  return [...facts, ...DOCUMENTS.filter(([kind]) => files[kind]).map(([, words]) => words)];
}

export function saveMode(holdsVerification: boolean, changes: string[]): SaveMode {
  if (!holdsVerification) return 'submit';
  return changes.length > 0 ? 'review' : 'save';
}

/** What a save did, from the answer's `review`; the spec's words where it says nothing. */
export function savedMessage(review: SaveReview | undefined) {
  switch (review) {
    case 'none':
      return {
        title: 'Changes saved',
        description: 'Your practice details are saved. You are still verified.',
      };
    case 'change':
      return {
        title: 'Changes submitted for review',
        description: 'You stay verified on your current details until an admin decides.',
      };
    case 'renewal':
      return {
        title: 'Practising certificate submitted',
        description: 'An admin will check your current practising certificate. You stay matched meanwhile.',
      };
    default:
      // spec §8
      return { title: 'Profile Submitted', description: 'Profile and documents uploaded successfully.' };
  }
}
