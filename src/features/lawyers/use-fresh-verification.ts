import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { lawyerProfileQuery, loadFailure, meQuery, submittedHereQuery } from '@/features/lawyers/lawyer-queries';
import type { Verification } from '@/features/lawyers/verification-status';
import { useAuth } from '@/session/use-auth';

/**
 * Reads `me` on entry so a lawyer approved meanwhile sees it without signing in again
 * (issue: fresh verification state). Any failure, 404 included, keeps the stored user.
 */
export function useFreshVerification() {
  const { user, updateUser } = useAuth();
  const me = useQuery(meQuery);
  const profile = useQuery(lawyerProfileQuery);
  const submittedHere = useQuery(submittedHereQuery).data === true;

  useEffect(() => {
    if (!user || !me.data) return;
    if (me.data.isVerified !== user.isVerified || me.data.name !== user.name) {
      updateUser({ ...user, isVerified: me.data.isVerified, name: me.data.name });
    }
  }, [me.data, user, updateUser]);

  return {
    isVerified: user?.isVerified ?? false,
    verification: profile.data?.verification ?? submittedWithoutExtension(profile.error, submittedHere),
    statusError: loadFailure(profile.error),
  };
}

/** Without the profile extension (404), a submission this visit made is 'Submitted for review'. */
function submittedWithoutExtension(error: Error | null, submittedHere: boolean): Verification | undefined {
  if (!submittedHere || !(isApiError(error) && error.isNotFound)) return undefined;
  return { status: 'submitted_here' };
}
