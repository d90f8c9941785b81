// The lawyer's verification history in the lawyer's words: what happened, who did it, what a
// submission changed (docs/decisions/0086-save-is-not-submit.md).
import type { VerificationEvent } from '@/api/contract';

const ACTIONS: Record<VerificationEvent['action'], string> = {
  submitted: 'Sent for verification',
  change_submitted: 'Changes sent for review',
  renewal_submitted: 'Practising certificate sent for the yearly re-check',
  approved: 'Approved',
  rejected: 'Rejected',
  info_requested: 'More information requested',
  id_deleted: 'Government ID deleted',
};

/** A re-check's decision says what it decided about. */
export function actionWords(event: VerificationEvent) {
  if (event.kind === 'change' && event.action === 'approved') return 'Changes approved';
  if (event.kind === 'change' && event.action === 'rejected') return 'Changes not approved';
  if (event.kind === 'renewal' && event.action === 'approved') return 'Yearly re-check approved';
  return ACTIONS[event.action];
}

export function noteLabel(event: VerificationEvent) {
  if (event.action === 'rejected') return 'Reason';
  if (event.action === 'info_requested') return 'Message';
  return 'Note';
}

/** The lawyer or an admin by name; nobody for the service itself (deleting an ID on time). */
export const whoWords = (event: VerificationEvent) => event.by ?? 'LawMatch, automatically';

const CHANGES: Record<string, string> = {
  full_name: 'name',
  regulator: 'regulator',
  license_number: 'licence number',
  government_id: 'government ID',
  law_degree: 'law degree certificate',
  bar_certificate: 'practising certificate',
  profile_picture: 'photo',
};

/** 'name, licence number, government ID'; a field this page does not know reads as sent. */
export const changesWords = (event: VerificationEvent) =>
  event.changes.map((change) => CHANGES[change] ?? change.replaceAll('_', ' ')).join(', ');
