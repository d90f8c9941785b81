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

/** what a submission changed, in this reader's words */
export const CHANGE_WORDS: Record<string, string> = {
  full_name: 'name',
  regulator: 'regulator',
  license_number: 'licence number',
  government_id: 'government ID',
  law_degree: 'law degree certificate',
  bar_certificate: 'practising certificate',
  profile_picture: 'photo',
};
