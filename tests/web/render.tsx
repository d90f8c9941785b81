import { QueryClient } from '@tanstack/react-query';
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
}

/** The whole app at a route, with a fresh QueryClient (the app's retry policy, no other
 * defaults: docs/decisions/0025-missing-extension-keeps-spec-behaviour.md), session and
 * notifications. */
export function renderWithProviders({ route = '/', user, routes = appRoutes }: Options = {}) {
  if (user) {
    storeUser(user);
    storeTokens(tokensFor(user));
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: retryUnlessMissing }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, userEvent: userEvent.setup() };
}
