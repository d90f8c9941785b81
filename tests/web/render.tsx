import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { retryUnlessMissing } from '@/api/missing-extension';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/routes';
import type { ApiUser } from '@/api/contract';
import { storeTokens, storeUser } from '@/session/session';
import { tokensFor } from './msw/fixtures';

interface Options {
  route?: string;
  /** signed in as this user, with its fixture tokens stored */
  user?: ApiUser;
  routes?: RouteObject[];
  /** the cache's defaults; by default the app's retry policy alone, so that a test sees each
   * answer asked for again as soon as it is read again */
  queryDefaults?: DefaultOptions;
}

/** The whole app at a route, with a fresh QueryClient (the app's retry policy, no other
 * defaults: docs/decisions/0025-missing-extension-keeps-spec-behaviour.md), session and
 * notifications. */
export function renderWithProviders({
  route = '/',
  user,
  routes = appRoutes,
  queryDefaults = { queries: { retry: retryUnlessMissing }, mutations: { retry: false } },
}: Options = {}) {
  if (user) {
    storeUser(user);
    storeTokens(tokensFor(user));
  }
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // each key's events, React's update after them included, run in turn without waiting for the
  // next macrotask between keys, as a fast typist's would (docs/testing.md, "How long it takes")
  return { ...utils, router, queryClient, userEvent: userEvent.setup({ delay: null }) };
}
