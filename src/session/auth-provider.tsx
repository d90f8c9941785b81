import { useEffect, type ReactNode } from 'react';
import type { RegisterRequest } from '@/api/contract';
import { AuthContext, type AuthActions } from '@/session/auth-context';
import { endServerSession } from '@/session/end-server-session';
import { followStoredSession, signOut } from '@/session/session';

// The calls that sign in load on first use, with the accounts API and zod.
const calls = () => import('@/session/sign-in');

const actions: AuthActions = {
  login: async (email: string, password: string) => (await calls()).signIn(email, password),
  register: async (input: RegisterRequest) => (await calls()).register(input),
  // signed out here at once; the server is told in the background and never holds this up
  // (docs/decisions/0076-logout-revokes-the-refresh-token.md)
  logout: () => {
    const refresh = signOut();
    if (refresh) void endServerSession(refresh);
  },
};

/** Reads the stored session once the page is on screen (spec §4: until then it is loading, and
 * a prerendered page hydrates signed out), follows it from then on, and gives the pages the ways
 * in and out. The session itself is src/session/session.ts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(followStoredSession, []);
  return <AuthContext value={actions}>{children}</AuthContext>;
}
