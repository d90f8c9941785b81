// The calls that say who is signed in: sign-in, registration and the server's `me`. They load
// with the accounts API (and zod with it) on first use, not with the landing page
// (src/session/auth-provider.tsx), except on the lawyer's pages, which read `me` at once and
// import it (src/features/lawyers/verification/use-fresh-verification.ts). What they learn goes to the
// session (src/session/session.ts).
import { fetchMe, loginRequest, registerRequest } from '@/api/accounts';
import type { ApiUser, RegisterRequest, Tokens } from '@/api/contract';
import { currentUser, replaceUser, storedEntries, storeTokens } from '@/session/session';

/** A sign-in or a registration succeeded: `user` is signed in with `tokens`. */
function startSession(user: ApiUser, tokens: Tokens) {
  storeTokens(tokens);
  replaceUser(user);
  return user;
}

/** One call per submit (docs/decisions/0001-login-calls-once.md). The answer's user, in the
 * role the server gives, is who signs in (docs/decisions/0004-server-role-decides-the-dashboard.md). */
export async function signIn(email: string, password: string): Promise<ApiUser> {
  const { tokens, user } = await loginRequest({ email, password });
  return startSession(user, tokens);
}

export async function register(input: RegisterRequest): Promise<ApiUser> {
  const { tokens, user } = await registerRequest(input);
  // spec §3: id from the response or the placeholder '1'; clients verified, lawyers not
  return startSession(
    {
      id: user?.id ?? '1',
      email: user?.email ?? input.email,
      name: user?.name ?? input.name,
      role: input.userType,
      isVerified: input.userType === 'client',
      // a backend that sends no user has no address to confirm
      emailVerified: user?.emailVerified ?? true,
    },
    tokens,
  );
}

const stored = (user: ApiUser) => storedEntries(user).user;

/**
 * Asks the server who is signed in (`me`) and takes its word over the stored user: a lawyer
 * approved meanwhile is verified without signing in again. A failure, a 404 from a backend
 * without the call included, rejects and keeps the stored user
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
 */
export async function refreshUser(): Promise<ApiUser> {
  const user = await fetchMe();
  const signedIn = currentUser();
  // the answer is about whoever asked: nobody to update when they signed out meanwhile, or when
  // another person has signed in since
  if (signedIn?.id === user.id && stored(signedIn) !== stored(user)) replaceUser(user);
  return user;
}
