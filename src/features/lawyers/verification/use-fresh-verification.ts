import { useQuery } from '@tanstack/react-query';
import { isMissingExtension } from '@/api/missing-extension';
import {
  lawyerProfileQuery,
  loadFailure,
  meQuery,
  submittedHereQuery,
} from '@/features/lawyers/verification/lawyer-queries';
import { standingOf } from '@/features/lawyers/verification/standing';
import type { Verification } from '@/features/lawyers/verification/verification-status';
import { refreshUser } from '@/session/sign-in';
import { useAuth } from '@/session/use-auth';

/**
 * Reads `me` on entry, through the session, which takes the server's word: a lawyer approved
 * meanwhile is verified without signing in again. Any failure, 404 included, keeps the stored
 * user (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). The call comes with the
 * page's code, not on first use as sign-in's does: the page makes it at once
 * (docs/decisions/0107-signed-in-pages-in-few-files.md).
 */
export function useFreshVerification() {
  useQuery({ ...meQuery, queryFn: refreshUser });
  return useLawyerStanding();
}

/** Where the lawyer stands, from `lawyer-profiles/me` and the session, without reading `me`
 * (the header's badge: the page beneath it reads `me`). */
export function useLawyerStanding() {
  const { user } = useAuth();
  const profile = useQuery(lawyerProfileQuery);
  const submittedHere = useQuery(submittedHereQuery).data === true;
  const isVerified = user?.isVerified ?? false;
  const verification = profile.data?.verification ?? submittedWithoutExtension(profile.error, submittedHere);
  const statusError = loadFailure(profile.error);
  return {
    isVerified,
    verification,
    statusError,
    standing: standingOf(verification, isVerified, statusError),
  };
}

/** Without the profile extension (404), a submission this visit made is 'Submitted for review'. */
function submittedWithoutExtension(error: Error | null, submittedHere: boolean): Verification | undefined {
  if (!submittedHere || !isMissingExtension(error)) return undefined;
  return { status: 'submitted_here' };
}
