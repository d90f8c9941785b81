import { useContext, useSyncExternalStore } from 'react';
import type { ApiUser } from '@/api/contract';
import { AuthContext, type AuthActions } from '@/session/auth-context';
import { currentUser, onUserChange } from '@/session/session';

export interface Auth extends AuthActions {
  /** who is signed in: the stored user, and the server's `me` once it has been read */
  user: ApiUser | null;
  /** spec §4: true until the stored user has been read */
  isLoading: boolean;
}

// A prerendered page hydrates before the stored session is read.
const unread = () => undefined;

/** The session (src/session/session.ts) as a page sees it. */
export function useAuth(): Auth {
  const actions = useContext(AuthContext);
  const user = useSyncExternalStore(onUserChange, currentUser, unread);
  // spec §8: the exact message
  if (!actions) throw new Error('useAuth must be used within an AuthProvider');
  return { ...actions, user: user ?? null, isLoading: user === undefined };
}
