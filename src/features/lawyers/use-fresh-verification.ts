import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lawyerProfileQuery, loadFailure, meQuery } from '@/features/lawyers/lawyer-queries';
import { useAuth } from '@/session/use-auth';

/**
 * Reads `me` on entry so a lawyer approved meanwhile sees it without signing in again
 * (issue: fresh verification state). Any failure, 404 included, keeps the stored user.
 */
export function useFreshVerification() {
  const { user, updateUser } = useAuth();
  const me = useQuery(meQuery);
  const profile = useQuery(lawyerProfileQuery);

  useEffect(() => {
    if (!user || !me.data) return;
    if (me.data.isVerified !== user.isVerified || me.data.name !== user.name) {
      updateUser({ ...user, isVerified: me.data.isVerified, name: me.data.name });
    }
  }, [me.data, user, updateUser]);

  return {
    isVerified: user?.isVerified ?? false,
    verification: profile.data?.verification,
    statusError: loadFailure(profile.error),
  };
}
