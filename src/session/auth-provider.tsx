import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import { emitSignedOut, onSessionExpired } from '@/lib/session-events';
import {
  STORAGE_KEYS,
  clearStoredSession,
  readAccessToken,
  readRefreshToken,
  readStoredUser,
  storeTokens,
  storeUser,
  type SessionUser,
} from '@/lib/storage';
import { AuthContext, type AuthContextValue, type RegisterInput } from '@/session/auth-context';
import { endServerSession } from '@/session/end-server-session';

// The accounts API (and zod with it) loads with the first sign-in, not with the landing page.
const accounts = () => import('@/api/accounts');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    readAccessToken(); // DESIGN decision 2: moves a legacy `accessToken` value once
    // spec §4: the loading flag starts true and drops once the stored user has been read
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUser(readStoredUser());
    setIsLoading(false);
    // another tab signed in or out
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.user) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const endSession = useCallback(() => {
    clearStoredSession();
    setUser(null);
    emitSignedOut();
  }, []);

  // signed out here at once; the server is told in the background and never holds this up
  // (docs/decisions/0076-logout-revokes-the-refresh-token.md)
  const logout = useCallback(() => {
    const refresh = readRefreshToken();
    endSession();
    if (refresh) void endServerSession(refresh);
  }, [endSession]);

  // DESIGN decision 11: a refused token refresh signs the person out with a clear message
  useEffect(
    () =>
      onSessionExpired(() => {
        endSession();
        toast({
          title: 'Session expired',
          description: 'Your session has expired. Please sign in again.',
          variant: 'destructive',
          // the guard of the page takes the person to the sign-in page: it is for that page
          keepForNextPage: true,
        });
      }),
    [endSession],
  );

  const updateUser = useCallback((next: SessionUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      const { loginRequest } = await accounts();
      // DESIGN decision 1: one call per submit
      const { tokens, user: apiUser } = await loginRequest({ email, password });
      const next: SessionUser = {
        id: apiUser.id,
        email: apiUser.email,
        name: apiUser.name,
        userType: apiUser.role,
        isVerified: apiUser.isVerified,
      };
      storeTokens(tokens);
      updateUser(next);
      return next;
    },
    [updateUser],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { registerRequest } = await accounts();
      const { tokens, user: apiUser } = await registerRequest(input);
      // spec §3: id from the response or the placeholder '1'; clients verified, lawyers not
      const next: SessionUser = {
        id: apiUser?.id ?? '1',
        email: apiUser?.email ?? input.email,
        name: apiUser?.name ?? input.name,
        userType: input.userType,
        isVerified: input.userType === 'client',
      };
      storeTokens(tokens);
      updateUser(next);
      return next;
    },
    [updateUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, login, register, logout, updateUser }),
    [user, isLoading, login, register, logout, updateUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
