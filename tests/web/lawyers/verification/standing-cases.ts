// Each state a lawyer can be in, with what the dashboard banner, the header badge and the
// profile's status card say of it and the one next step (standing.test.tsx).
import type { LawyerProfile } from '@/api/contract';
import { lawyerProfile, submittedProfile, verifiedProfile } from '../../msw/profile-handlers';

export const LATER_DUE = {
  state: 'due',
  dueBy: '2099-11-01T00:00:00Z',
  leavesMatchingOn: '2099-12-01T00:00:00Z',
} as const;
const PAST_DUE = {
  state: 'due',
  dueBy: '2026-11-01T00:00:00Z',
  leavesMatchingOn: '2026-12-01T00:00:00Z',
} as const;
const CHANGE = { full_name: 'Vera Verified', regulator: 'SRA', license_number: 'SRA 1234567' } as const;

interface Case {
  name: string;
  profile: LawyerProfile;
  /** the session's flag, as `me` also reports it */
  verified: boolean;
  title: 'Verification Required' | 'Verified';
  says: string[];
  badge: string;
  next: string | null;
}

export const STANDINGS: Case[] = [
  {
    name: 'not submitted',
    profile: lawyerProfile(),
    verified: false,
    title: 'Verification Required',
    says: ['You have not submitted your verification documents yet.'],
    badge: 'Unverified· Not submitted',
    next: 'Complete Verification',
  },
  {
    name: 'pending review',
    profile: submittedProfile({ status: 'pending' }),
    verified: false,
    title: 'Verification Required',
    says: ['Your documents are pending review.'],
    badge: 'Unverified· Pending review',
    next: null,
  },
  {
    name: 'more information requested, with the message',
    profile: submittedProfile({ status: 'info_requested', message: 'Please add your law degree.' }),
    verified: false,
    title: 'Verification Required',
    says: ['An administrator has asked for more information: Please add your law degree.'],
    badge: 'Unverified· More information requested',
    next: 'Update your profile',
  },
  {
    name: 'rejected, with the reason',
    profile: submittedProfile({ status: 'rejected', reason: 'The certificate has expired.' }),
    verified: false,
    title: 'Verification Required',
    says: ['Your verification request was rejected: The certificate has expired.'],
    badge: 'Unverified· Rejected',
    next: 'Fix and resubmit',
  },
  {
    name: 'verified',
    profile: verifiedProfile(),
    verified: true,
    title: 'Verified',
    says: ['Your profile is verified.', 'Verified on 3 November 2025'],
    badge: 'Verified',
    next: 'View profile',
  },
  {
    name: 'verified, with a change waiting for review',
    profile: verifiedProfile({ status: 'pending', kind: 'change', pendingChange: CHANGE }),
    verified: true,
    title: 'Verified',
    says: [
      'Your changes are waiting for review. You stay verified on your current details until an admin decides.',
    ],
    badge: 'Verified· Changes waiting for review',
    next: 'View profile',
  },
  {
    name: 'verified, with a change rejected',
    profile: verifiedProfile({
      status: 'approved',
      kind: 'change',
      reason: 'The new number is not on the register.',
    }),
    verified: true,
    title: 'Verified',
    says: [
      'Your changes were not approved: The new number is not on the register. You stay verified on your current details.',
    ],
    badge: 'Verified· Changes not approved',
    next: 'Fix and resubmit',
  },
  {
    name: 'verified, re-verification due',
    profile: verifiedProfile({ renewal: LATER_DUE }),
    verified: true,
    title: 'Verified',
    says: ['Re-verification due by 1 November: upload your current practising certificate.'],
    badge: 'Verified· Re-verification due',
    next: 'Upload practising certificate',
  },
  {
    name: 'verified, re-verification due and 1 November past',
    profile: verifiedProfile({ renewal: PAST_DUE }),
    verified: true,
    title: 'Verified',
    says: [
      'Re-verification due by 1 November: upload your current practising certificate. You leave matching on 1 December unless it is approved before then.',
    ],
    badge: 'Verified· Re-verification due',
    next: 'Upload practising certificate',
  },
  {
    name: 'lapsed',
    profile: verifiedProfile({
      verified: false,
      renewal: { state: 'lapsed', dueBy: null, leavesMatchingOn: null },
    }),
    verified: true,
    title: 'Verification Required',
    says: ['Your verification has lapsed: upload your current practising certificate to be matched again.'],
    badge: 'Unverified· Verification lapsed',
    next: 'Upload practising certificate',
  },
];
