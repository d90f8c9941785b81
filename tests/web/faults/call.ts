// One row of the fault table (tests/web/faults; docs/decisions/0028-failures-are-told-and-lose-nothing.md):
// a call the SPA makes, as a person makes it. How to get to the click that sends it, what the page then says about a failure,
// what must still be there afterwards, and the same button used again once the fault has passed.
import { screen } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import type { renderWithProviders } from '../render';
import { unauthorized, type FailureKind } from '../failure-kinds';

interface Page {
  userEvent: ReturnType<typeof renderWithProviders>['userEvent'];
  router: ReturnType<typeof createMemoryRouter>;
}

export interface Call {
  name: string;
  /** the request the fault answers: the page must really have sent it */
  method: 'get' | 'post';
  url: string;
  /** sends the access token, so a 401 is refreshed once (docs/decisions/0011-refresh-an-expired-token-once.md) */
  authed: boolean;
  /** the faults that apply, when not every one does (a call whose body is not read cannot
   * meet a malformed one) */
  faults?: FailureKind[];
  /** the faults after which the person is signed out instead (a refused token refresh) */
  endsSession: (kind: FailureKind) => boolean;
  /** other answers the call needs before the fault (the refresh row's expired call) */
  arrange?: () => void;
  /** Opens the page, does what a person does before the call, and calls `beforeCall`
   * right before the click (or visit) that sends it. */
  run: (beforeCall: () => void) => Promise<Page>;
  /** what the person is told about this fault (its `reason` is ApiError's own message) */
  expectTold: (kind: FailureKind) => Promise<void>;
  /** the button usable again and nothing typed lost */
  expectKept: () => void;
  /** uses the button again with the fault gone: the call then goes through */
  retry: (page: Page) => Promise<void>;
}

export const button = (name: string) => screen.getByRole('button', { name });

/** An authed call answering 401 is refreshed; the suite refuses that refresh (decision 11). */
export const refusedToken = (kind: FailureKind) => kind === unauthorized;
