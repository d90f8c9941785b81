// What the profile page keeps on record for the lawyer: when the government ID is deleted
// (docs/decisions/0089-identity-documents-kept-30-days.md), the verification history
// (docs/decisions/0086-save-is-not-submit.md), and a backend with the spec's calls alone, where
// both are absent (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VerificationEvent } from '@/api/contract';
import { urls } from '../../msw/handlers';
import { answerHistory, answerProfile, profileUrls, verifiedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests, stubObjectUrls } from '../../support';
import { LABEL, openProfile, unverifiedLawyer, verifiedLawyer } from '../lawyer-helpers';
import { fillEverything, statusRegion, submit } from './submit-helpers';

stubObjectUrls();

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

function historyRegion() {
  return screen.queryByRole('region', { name: 'Verification history' });
}

const EVENTS: VerificationEvent[] = [
  {
    id: '1',
    at: '2025-10-20T09:30:00Z',
    action: 'submitted',
    kind: 'first',
    version: 1,
    by: 'Vera Verified',
    note: null,
    changes: ['full_name', 'regulator', 'license_number', 'government_id', 'law_degree', 'bar_certificate'],
  },
  {
    id: '2',
    at: '2025-11-03T10:00:00Z',
    action: 'approved',
    kind: 'first',
    version: 1,
    by: 'Ada Admin',
    note: null,
    changes: [],
  },
  {
    id: '3',
    at: '2025-12-03T10:00:00Z',
    action: 'id_deleted',
    kind: 'first',
    version: 1,
    by: null,
    note: 'Government ID deleted 30 days after the decision.',
    changes: ['government_id'],
  },
  {
    id: '4',
    at: '2026-02-10T15:00:00Z',
    action: 'rejected',
    kind: 'change',
    version: 2,
    by: 'Ada Admin',
    note: 'The new number is not on the register.',
    changes: [],
  },
];

describe('the government ID', () => {
  it('says when it will be deleted, by its field', async () => {
    server.use(answerProfile(verifiedProfile({ idDeletesAt: '2025-12-03T10:00:00Z' })));
    await openProfile(verifiedLawyer);
    await waitFor(() =>
      expect(screen.getByLabelText(LABEL.governmentId)).toHaveAccessibleDescription(
        /Your government ID will be deleted on 3 December 2025, 30 days after the decision\./,
      ),
    );
  });

  it('says when it was deleted, and a verified lawyer is not asked for it again', async () => {
    const profile = verifiedProfile({ idDeletedAt: '2025-12-03T10:00:00Z' });
    server.use(answerProfile({ ...profile, documents: { ...profile.documents, government_id: false } }));
    const { userEvent } = await openProfile(verifiedLawyer);
    await waitFor(() =>
      expect(screen.getByText('Your government ID was deleted on 3 December 2025.')).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectNotification('Changes saved', 'Your practice details are saved. You are still verified.');
  });
});

describe('the verification history', () => {
  it('lists every submission and decision, read-only, in UK time', async () => {
    server.use(answerProfile(verifiedProfile()), answerHistory(EVENTS));
    await openProfile(verifiedLawyer);

    const region = within(await screen.findByRole('region', { name: 'Verification history' }));
    const items = region.getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Sent for verification',
      'Approved',
      'Government ID deleted',
      'Changes not approved',
    ]);
    expect(items[0]).toHaveTextContent('20 October 2025 at 10:30');
    expect(items[0]).toHaveTextContent(
      'Changed:name, regulator, licence number, government ID, law degree certificate, practising certificate',
    );
    expect(items[1]).toHaveTextContent('By:Ada Admin');
    expect(items[2]).toHaveTextContent('By:LawMatch, automatically');
    expect(items[3]).toHaveTextContent('Reason:The new number is not on the register.');
    expect(region.queryByRole('button')).not.toBeInTheDocument();
    expect(region.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is absent where the backend has none (404)', async () => {
    const requests = recordRequests();
    server.use(answerProfile(verifiedProfile()), http.get(profileUrls.history, notFound));
    await openProfile(verifiedLawyer);
    await waitFor(() => expect(requests.to(profileUrls.history)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument());
    expect(historyRegion()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when it could not be loaded, and loads again on request', async () => {
    let fail = true;
    server.use(
      answerProfile(verifiedProfile()),
      http.get(profileUrls.history, () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json(EVENTS),
      ),
    );
    const { userEvent } = await openProfile(verifiedLawyer);
    const region = within(
      await screen.findByRole('region', { name: 'Verification history' }, { timeout: 4000 }),
    );
    expect(region.getByRole('alert')).toHaveTextContent(
      'Could not load your verification history. The server had a problem (500). Please try again.',
    );
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Retry loading the history' }));
    expect(await region.findByText('Changes not approved')).toBeInTheDocument();
  });
});

describe('a backend with the spec calls alone', () => {
  it('submits with a bare 201, says Submitted for review and asks for no history', async () => {
    const requests = recordRequests();
    server.use(
      http.get(urls.me, notFound),
      http.get(profileUrls.me, notFound),
      http.post(profileUrls.submit, () => new HttpResponse(null, { status: 201 })),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    expect(screen.getByRole('button', { name: 'Submit for Verification' })).toBeInTheDocument();
    await fillEverything(userEvent);
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Submitted for review.'));
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByText('Unverified').parentElement).toHaveTextContent(/^Unverified$/);
    expect(requests.to(profileUrls.history)).toHaveLength(0);
    expect(historyRegion()).not.toBeInTheDocument();
  });

  it("keeps a verified lawyer's form as the spec has it: Submit for Verification, every document asked for", async () => {
    server.use(http.get(urls.me, notFound), http.get(profileUrls.me, notFound));
    const { userEvent } = await openProfile(verifiedLawyer);
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Your profile is verified.'));
    expect(screen.queryByText(/Complete your profile/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Verification' }));
    expect(await screen.findByText('Please upload your government ID.')).toBeInTheDocument();
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.queryByText('Verified')).not.toBeInTheDocument();
    expect(account.queryByText('Unverified')).not.toBeInTheDocument();
  });
});
