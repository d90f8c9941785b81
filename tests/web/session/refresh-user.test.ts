// The server's `me` updates who is signed in (src/session/sign-in.ts), but only the person it
// answers about: an answer asked by someone who has since signed out, and another signed in,
// must not make the new session theirs.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meResponseSchema, type ApiUser } from '@/api/contract';
import { currentUser, replaceUser, storeTokens } from '@/session/session';
import { refreshUser } from '@/session/sign-in';
import { sessionUser, tokensFor } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';

/** Signs `user` in as the session does, and holds the next `me` until `answer` is called. */
function meHeldFor(user: ApiUser, answeredAs: ApiUser) {
  replaceUser(user);
  storeTokens(tokensFor(user));
  let answer: (() => void) | undefined;
  server.use(
    http.get(urls.me, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json(meResponseSchema.parse(answeredAs));
    }),
  );
  return async () => {
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
  };
}

describe('refreshUser', () => {
  it("takes the server's word about the person signed in", async () => {
    const lawyer = sessionUser('lawyer', { isVerified: false });
    const answer = meHeldFor(lawyer, { ...lawyer, isVerified: true });
    const asked = refreshUser();
    await answer();
    await asked;
    expect(currentUser()).toEqual({ ...lawyer, isVerified: true });
  });

  it('keeps another person who signed in while an earlier `me` was on its way', async () => {
    const lawyer = sessionUser('lawyer');
    const admin = sessionUser('admin');
    const answer = meHeldFor(lawyer, { ...lawyer, name: 'Renamed Lawyer' });
    const asked = refreshUser();
    replaceUser(admin);
    storeTokens(tokensFor(admin));
    await answer();
    await asked;
    expect(currentUser()).toEqual(admin);
  });
});
