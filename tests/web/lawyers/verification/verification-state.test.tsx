// The lawyer's verification state, fresh on entry: `me` and `lawyer-profiles/me` are read, and
// the spec's behaviour is kept when a backend lacks them, a 404
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LawyerProfile } from '@/api/contract';
import { accounts } from '../../msw/fixtures';
import { urls } from '../../msw/handlers';
import { answerProfile, lawyerProfile, profileUrls, submittedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { recordRequests, storedForm } from '../../support';
import {
  openDashboard,
  openProfile,
  unverifiedLawyer,
  verificationBanner,
  verifiedLawyer,
} from '../lawyer-helpers';
import { useLeadBackend } from '../lead-handlers';

// the dashboard's leads, availability and figures (docs/decisions/0095-the-lawyers-leads-screens.md)
useLeadBackend();

const GENERIC =
  'You cannot receive cases until your profile is verified. Upload your documents to get started.';
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

function storedUser() {
  return JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;
}

function badge() {
  return within(screen.getByRole('navigation', { name: 'Account' })).queryByText('Unverified');
}

/** Watches the extension calls from before the page opens; `settled()` waits for both answers. */
function watchExtensionCalls() {
  const requests = recordRequests();
  const answered: string[] = [];
  const listener = ({ request }: { request: Request }) => answered.push(request.url);
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return {
    settled: async (calls: string[] = [urls.me, profileUrls.me]) => {
      await waitFor(() => {
        for (const url of calls) expect(answered).toContain(url);
      });
      // a 404 is final: the extension is absent, so no retry
      for (const url of calls) expect(requests.to(url)).toHaveLength(1);
    },
  };
}

describe('me on entry', () => {
  it('shows a lawyer approved meanwhile as verified and updates the stored user', async () => {
    server.use(
      http.get(urls.me, () => HttpResponse.json({ ...accounts['lawyer@example.com'], isVerified: true })),
      answerProfile(submittedProfile({ status: 'approved' })),
    );
    await openDashboard(unverifiedLawyer);

    expect(await screen.findByRole('switch', { name: 'Availability Status' })).toBeChecked();
    expect(verificationBanner()).not.toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    await waitFor(() => expect(storedUser()).toEqual(storedForm({ ...unverifiedLawyer, isVerified: true })));
  });

  it('shows the banner again to a stored verified lawyer whom `me` reports unverified', async () => {
    server.use(
      http.get(urls.me, () => HttpResponse.json({ ...accounts['verified@example.com'], isVerified: false })),
      answerProfile(lawyerProfile()),
    );
    await openDashboard(verifiedLawyer);

    await waitFor(() => expect(verificationBanner()).toBeInTheDocument());
    expect(badge()).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(storedUser()).toEqual(storedForm({ ...verifiedLawyer, isVerified: false }));
  });
});

describe('a backend without the extensions (404)', () => {
  it('keeps a stored unverified lawyer and the spec banner with the generic text', async () => {
    server.use(http.get(urls.me, notFound), http.get(profileUrls.me, notFound));
    const calls = watchExtensionCalls();
    await openDashboard(unverifiedLawyer);
    await calls.settled();

    const banner = verificationBanner();
    expect(banner).toHaveTextContent(GENERIC);
    expect(within(banner!).getByRole('link', { name: 'Complete Verification' })).toHaveAttribute(
      'href',
      '/lawyer-profile',
    );
    expect(badge()).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(storedUser()).toEqual(storedForm(unverifiedLawyer));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a stored verified lawyer verified', async () => {
    server.use(http.get(urls.me, notFound), http.get(profileUrls.me, notFound));
    const calls = watchExtensionCalls();
    await openDashboard(verifiedLawyer);
    await calls.settled();

    expect(screen.getByRole('switch', { name: 'Availability Status' })).toBeChecked();
    expect(verificationBanner()).not.toBeInTheDocument();
    expect(storedUser()).toEqual(storedForm(verifiedLawyer));
  });

  it('leaves the profile form empty, with nothing on file, the generic status and every document asked for', async () => {
    server.use(http.get(urls.me, notFound), http.get(profileUrls.me, notFound));
    const calls = watchExtensionCalls();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await calls.settled([profileUrls.me]);

    expect(screen.getByRole('region', { name: 'Verification status' })).toHaveTextContent(GENERIC);
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByText('On file')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Verification' }));
    expect(await screen.findByText('Please upload your government ID.')).toBeInTheDocument();
  });
});

describe('another failure of lawyer-profiles/me', () => {
  it('is told on the dashboard, beside the spec text', async () => {
    server.use(http.get(profileUrls.me, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await openDashboard(unverifiedLawyer);

    await waitFor(
      () =>
        expect(verificationBanner()).toHaveTextContent(
          'You cannot receive cases until your profile is verified. Where your request stands could not be loaded: The server had a problem (500). Please try again.',
        ),
      { timeout: 4000 },
    );
  });
});

describe('where the verification request stands', () => {
  // the dashboard banner and the header badge of each state, with its next step: standing.test.tsx
  const states: [string, LawyerProfile, string][] = [
    [
      'not submitted',
      lawyerProfile(),
      'You have not submitted your verification documents yet. You cannot receive cases until your profile is verified.',
    ],
    [
      'pending review',
      submittedProfile({ status: 'pending' }),
      'Your documents are pending review. You will be able to receive cases once an administrator has verified them.',
    ],
    [
      'rejected with the reason',
      submittedProfile({ status: 'rejected', reason: 'The bar certificate has expired.' }),
      'Your verification request was rejected: The bar certificate has expired. Please update your profile and submit it again.',
    ],
    [
      'rejected without a reason',
      submittedProfile({ status: 'rejected' }),
      'Your verification request was rejected. Please update your profile and submit it again.',
    ],
    [
      "more information requested, with the admin's message",
      submittedProfile({
        status: 'info_requested',
        message: 'Please upload a clearer scan of your passport.',
      }),
      'An administrator has asked for more information: Please upload a clearer scan of your passport.',
    ],
  ];

  it.each(states)('%s: told on the profile page', async (_name, profile, text) => {
    server.use(answerProfile(profile));
    await openProfile(unverifiedLawyer);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Verification status' })).toHaveTextContent(text),
    );
  });

  it('a request under review outranks a stored verified flag on the profile page', async () => {
    server.use(http.get(urls.me, notFound), answerProfile(submittedProfile({ status: 'pending' })));
    await openProfile(verifiedLawyer);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Verification status' })).toHaveTextContent(
        'Your documents are pending review.',
      ),
    );
  });

  it('a verified lawyer is told so on the profile page', async () => {
    server.use(answerProfile(submittedProfile({ status: 'approved' })));
    await openProfile(verifiedLawyer);
    expect(screen.getByRole('region', { name: 'Verification status' })).toHaveTextContent(
      'Your profile is verified.',
    );
  });
});
