// A profile submission that fails (docs/decisions/0006-profile-upload-checks-the-status.md and
// 0011-refresh-an-expired-token-once.md): every kind of failure is said
// and keeps the form, and an expired token is refreshed once or ends the session.
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { accounts } from '../../msw/fixtures';
import { urls } from '../../msw/handlers';
import { lawyerProfile, profileUrls, submittedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests, stubObjectUrls } from '../../support';
import {
  expectEverythingKept,
  fieldError,
  LABEL,
  openProfile,
  submitButton,
  unverifiedLawyer,
} from '../lawyer-helpers';
import {
  captureSubmissions,
  fillEverything,
  PENDING,
  statusRegion,
  submit,
  SUBMIT_FAILED,
} from './submit-helpers';

stubObjectUrls();

describe('a failed submission keeps every field and chosen file (decision 6)', () => {
  const cases: {
    name: string;
    timeoutMs?: number;
    respond: () => Response | Promise<Response>;
    /** the page's own message beside the fields */
    alert: string;
    byField?: [label: string, message: string][];
  }[] = [
    {
      name: '400 with field messages',
      respond: () =>
        HttpResponse.json(
          {
            experience_years: ['Ensure this value is less than or equal to 70.'],
            license_number: ['This licence number is already registered.'],
            government_id: ['The file is unreadable.'],
          },
          { status: 400 },
        ),
      alert: `${SUBMIT_FAILED} Please check the highlighted fields.`,
      byField: [
        [LABEL.experience, 'Enter 70 or less.'],
        [LABEL.license, 'This licence number is already registered.'],
        [LABEL.governmentId, 'The file is unreadable.'],
      ],
    },
    {
      name: '400 with a detail',
      respond: () =>
        HttpResponse.json({ detail: 'Profiles cannot be changed while under review.' }, { status: 400 }),
      alert: `${SUBMIT_FAILED} Profiles cannot be changed while under review.`,
    },
    {
      name: '413 from a proxy',
      respond: () =>
        new HttpResponse('<html><h1>413 Request Entity Too Large</h1></html>', {
          status: 413,
          headers: { 'Content-Type': 'text/html' },
        }),
      alert: `${SUBMIT_FAILED} The upload is too large.`,
    },
    {
      name: '415 with a file field message',
      respond: () =>
        HttpResponse.json({ law_degree: ['The file is not a PDF, JPG or PNG.'] }, { status: 415 }),
      alert: `${SUBMIT_FAILED} Please check the highlighted fields.`,
      byField: [[LABEL.lawDegree, 'The file is not a PDF, JPG or PNG.']],
    },
    {
      name: '500',
      respond: () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }),
      alert: `${SUBMIT_FAILED} The server had a problem (500). Please try again.`,
    },
    {
      name: 'network error',
      respond: () => HttpResponse.error(),
      alert: `${SUBMIT_FAILED} Could not reach the server. Check your connection and try again.`,
    },
    {
      name: 'timeout',
      timeoutMs: 300,
      respond: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
      alert: `${SUBMIT_FAILED} The server took too long to respond. Please try again.`,
    },
  ];

  it.each(cases)('$name', async ({ timeoutMs, respond, alert, byField = [] }) => {
    server.use(http.post(profileUrls.submit, respond));
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    if (timeoutMs) httpSettings.timeoutMs = timeoutMs;
    await submit(userEvent);

    const toast = await expectNotification('Error', SUBMIT_FAILED);
    expect(toast.getByText(SUBMIT_FAILED).closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('alert')).toHaveTextContent(alert);
    for (const [label, message] of byField) expect(fieldError(label)).toBe(message);
    expectEverythingKept();
    expect(statusRegion()).not.toHaveTextContent(PENDING);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the kept form again, unchanged, when tried again', async () => {
    let attempts = 0;
    server.use(
      http.post(profileUrls.submit, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json(submittedProfile(), { status: 201 });
      }),
    );
    const submissions = captureSubmissions();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);
    await expectNotification('Error', SUBMIT_FAILED);
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    const [first, second] = await submissions.all();
    expect(second).toEqual(first);
    expect(Object.keys(second?.files ?? {})).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an expired access token (decision 11)', () => {
  it('is refreshed once and the upload retried with the new token', async () => {
    let accepted = false;
    server.use(
      http.post(profileUrls.submit, ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer renewed-refresh-22')
          return HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
        accepted = true;
        return HttpResponse.json(submittedProfile(), { status: 201 });
      }),
      http.get(profileUrls.me, () => HttpResponse.json(accepted ? submittedProfile() : lawyerProfile())),
      // `me` is read on entry with the old token and again after the submission with the new one
      http.get(urls.me, ({ request }) =>
        ['Bearer access-22', 'Bearer renewed-refresh-22'].includes(request.headers.get('Authorization') ?? '')
          ? HttpResponse.json(accounts['lawyer@example.com'])
          : HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 }),
      ),
    );
    const submissions = captureSubmissions();
    const requests = recordRequests();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    expect(requests.sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      profileUrls.submit,
      urls.refresh,
      profileUrls.submit,
    ]);
    const [expired, retried] = await submissions.all();
    expect(expired?.authorization).toBe('Bearer access-22');
    expect(retried?.authorization).toBe('Bearer renewed-refresh-22');
    expect(retried?.fields).toEqual(expired?.fields);
    expect(retried?.files).toEqual(expired?.files);
    expect(localStorage.getItem('access_token')).toBe('renewed-refresh-22');
    await waitFor(() => expect(statusRegion()).toHaveTextContent(PENDING));
  });

  it('signs the lawyer out with a clear message when the refresh is refused', async () => {
    server.use(
      http.post(profileUrls.submit, () => HttpResponse.json({ detail: 'Token expired' }, { status: 401 })),
      http.post(urls.refresh, () =>
        HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    const { userEvent, router } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);

    await expectNotification('Session expired', 'Your session has expired. Please sign in again.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    for (const key of ['user', 'access_token', 'refresh_token']) expect(localStorage.getItem(key)).toBeNull();
  });
});
