// Where a lawyer stands, once, for the header badge, the dashboard banner and the profile's
// status card: the state in words, what else is open, and the one next step that makes sense
// (docs/decisions/0086-save-is-not-submit.md, 0088-yearly-re-check.md). Without the profile
// extension (a 404), the spec's behaviour stands: the session's flag and the spec's words
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import type { LawyerProfile } from '@/api/contract';
import { formatDayMonth, formatLongDate } from '@/lib/dates';
import { describeVerification, type Verification } from '@/features/lawyers/verification/verification-status';
import { paths } from '@/lib/paths';

/** The practising certificate's field on the profile page, as a link's hash. */
export const CERTIFICATE_ANCHOR = 'practising-certificate';

export type StandingState =
  'unverified' | 'not_submitted' | 'pending' | 'info_requested' | 'rejected' | 'verified' | 'lapsed';

export interface NextStep {
  label: string;
  to: string;
}

export interface Standing {
  state: StandingState;
  /** the profile extension said where the request stands */
  known: boolean;
  /** matched now */
  verified: boolean;
  /** approved, lapsed included: saving practice details needs no review */
  holdsVerification: boolean;
  /** the header badge: its word, and what is open beside it */
  badge: { word: 'Unverified' | 'Verified'; detail?: string } | null;
  text: string;
  /** a verified lawyer's open re-check, its refusal, the yearly re-check */
  notes: string[];
  verifiedOn?: string;
  next?: NextStep;
}

const profileStep = (label: string): NextStep => ({ label, to: paths.lawyerProfile });
const COMPLETE = profileStep('Complete Verification');
const UPLOAD_CERTIFICATE: NextStep = {
  label: 'Upload practising certificate',
  to: `${paths.lawyerProfile}#${CERTIFICATE_ANCHOR}`,
};

type Known = LawyerProfile['verification'];

const unverified = (
  state: StandingState,
  detail: string | undefined,
  text: string,
  next?: NextStep,
): Standing => ({
  state,
  known: true,
  verified: false,
  holdsVerification: false,
  badge: { word: 'Unverified', ...(detail ? { detail } : {}) },
  text,
  notes: [],
  ...(next ? { next } : {}),
});

export function standingOf(
  verification: Verification | undefined,
  sessionVerified: boolean,
  loadError?: string,
  now: number = Date.now(),
): Standing {
  if (!verification || verification.status === 'submitted_here') {
    // the spec's behaviour: the session's flag, and the spec's banner with its one link
    if (sessionVerified && !verification) {
      return {
        state: 'verified',
        known: false,
        verified: true,
        holdsVerification: false,
        badge: null,
        text: 'Your profile is verified.',
        notes: [],
      };
    }
    const text = describeVerification(verification, loadError);
    return {
      ...unverified('unverified', undefined, text, COMPLETE),
      known: false,
      verified: sessionVerified,
      badge: sessionVerified ? null : { word: 'Unverified' },
    };
  }
  const holds =
    verification.verified === true ||
    verification.renewal?.state === 'lapsed' ||
    (verification.verified === undefined && verification.status === 'approved');
  if (holds) return verifiedStanding(verification, now);
  const text = describeVerification(verification);
  switch (verification.status) {
    case 'not_submitted':
      return unverified('not_submitted', 'Not submitted', text, COMPLETE);
    case 'pending':
      return unverified('pending', 'Pending review', text);
    case 'info_requested':
      return unverified(
        'info_requested',
        'More information requested',
        text,
        profileStep('Update your profile'),
      );
    case 'rejected':
      return unverified('rejected', 'Rejected', text, profileStep('Fix and resubmit'));
    default:
      return unverified('unverified', undefined, describeVerification(undefined), COMPLETE);
  }
}

/** What the re-check a verified lawyer sent is about. */
const about = (verification: Known) =>
  verification.kind === 'renewal' ? 'your practising certificate' : 'your changes';

function verifiedStanding(verification: Known, now: number): Standing {
  const lapsed = verification.renewal?.state === 'lapsed';
  const open = verification.status === 'pending' || verification.status === 'info_requested';
  const renewalOpen = open && verification.kind === 'renewal';
  const verifiedOn = verification.verifiedAt
    ? `Verified on ${formatLongDate(verification.verifiedAt)}`
    : undefined;
  const base = {
    known: true,
    holdsVerification: true,
    notes: [] as string[],
    ...(verifiedOn ? { verifiedOn } : {}),
  };

  if (lapsed) {
    return {
      ...base,
      state: 'lapsed',
      verified: false,
      badge: { word: 'Unverified', detail: 'Verification lapsed' },
      text: renewalOpen
        ? 'Your verification has lapsed. Your current practising certificate is waiting for review: you will be matched again once an admin approves it.'
        : 'Your verification has lapsed: upload your current practising certificate to be matched again.',
      ...(renewalOpen ? {} : { next: UPLOAD_CERTIFICATE }),
    };
  }

  const notes: string[] = [];
  let detail: string | undefined;
  let next: NextStep | undefined;
  if (verification.status === 'pending') {
    detail =
      verification.kind === 'renewal' ? 'Certificate waiting for review' : 'Changes waiting for review';
    notes.push(
      verification.kind === 'renewal'
        ? 'Your current practising certificate is waiting for review. You stay matched meanwhile.'
        : 'Your changes are waiting for review. You stay verified on your current details until an admin decides.',
    );
  } else if (verification.status === 'info_requested') {
    detail = 'More information requested';
    notes.push(
      verification.message
        ? `An admin has asked for more information about ${about(verification)}: ${verification.message}`
        : `An admin has asked for more information about ${about(verification)}.`,
    );
    next = profileStep('Update your profile');
  } else if (verification.reason) {
    // a rejected re-check: still verified on the approved details
    detail = 'Changes not approved';
    notes.push(
      `Your changes were not approved: ${verification.reason} You stay verified on your current details.`,
    );
    next = profileStep('Fix and resubmit');
  }

  const renewal = verification.renewal;
  if (renewal?.state === 'due' && !renewalOpen) {
    const dueBy = renewal.dueBy ? ` by ${formatDayMonth(renewal.dueBy)}` : '';
    let words = `Re-verification due${dueBy}: upload your current practising certificate.`;
    const past = renewal.dueBy !== null && now >= Date.parse(renewal.dueBy);
    if (past && renewal.leavesMatchingOn) {
      words += ` You leave matching on ${formatDayMonth(renewal.leavesMatchingOn)} unless it is approved before then.`;
    }
    notes.push(words);
    detail ??= 'Re-verification due';
    next ??= UPLOAD_CERTIFICATE;
  }

  return {
    ...base,
    state: 'verified',
    verified: true,
    badge: { word: 'Verified', ...(detail ? { detail } : {}) },
    text: 'Your profile is verified.',
    notes,
    next: next ?? profileStep('View profile'),
  };
}
