import type { LawyerProfile } from '@/api/contract';

/** The request's state as the profile extension reports it, or 'submitted_here' where the
 * backend lacks that extension and this visit's upload succeeded (use-fresh-verification.ts). */
export type Verification = LawyerProfile['verification'] | { status: 'submitted_here' };

/** Where a lawyer's verification request stands, in words (standing.ts adds what a verified
 * lawyer has open). */
export function describeVerification(verification: Verification | undefined, loadError?: string): string {
  // a 404 keeps the spec's text; any other failure is said
  // (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  if (!verification && loadError) {
    return `You cannot receive cases until your profile is verified. Where your request stands could not be loaded: ${loadError}`;
  }
  switch (verification?.status) {
    case 'not_submitted':
      return 'You have not submitted your verification documents yet. You cannot receive cases until your profile is verified.';
    case 'submitted_here':
      return 'Submitted for review. You will be able to receive cases once an administrator has verified your documents.';
    case 'pending':
      return 'Your documents are pending review. You will be able to receive cases once an administrator has verified them.';
    case 'rejected':
      return verification.reason
        ? `Your verification request was rejected: ${verification.reason} Please update your profile and submit it again.`
        : 'Your verification request was rejected. Please update your profile and submit it again.';
    case 'info_requested':
      return verification.message
        ? `An administrator has asked for more information: ${verification.message}`
        : 'An administrator has asked for more information. Please update your profile and submit it again.';
    case 'approved':
      return 'Your profile is verified.';
    default:
      // spec §6: unverified lawyers are told they cannot receive cases
      return 'You cannot receive cases until your profile is verified. Upload your documents to get started.';
  }
}
