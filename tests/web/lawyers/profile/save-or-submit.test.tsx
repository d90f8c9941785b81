// Save is not submit (docs/decisions/0086-save-is-not-submit.md): a verified lawyer saves
// practice details at once; a change to a verified fact or a document is said before it is
// sent, goes to an admin, and the lawyer stays verified meanwhile. A lawyer not yet verified
// keeps the spec's 'Submit for Verification'.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerProfile, profileUrls, submittedProfile, verifiedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests, stubObjectUrls } from '../../support';
import {
  chooseFile,
  FILES,
  LABEL,
  openProfile,
  unverifiedLawyer,
  verifiedLawyer,
  type User,
} from '../lawyer-helpers';
import { captureSubmissions, statusRegion } from './submit-helpers';

stubObjectUrls();

const NOTICE =
  'Changing your name, regulator, licence number or a document needs a new review. You stay verified on your current details until an admin decides.';

function button(name: string) {
  return screen.getByRole('button', { name });
}

function notice() {
  return screen.queryByText(NOTICE);
}

async function retype(user: User, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

/** Opens the profile of the verified fixture lawyer, once its saved profile has arrived. */
async function openVerified() {
  const page = await openProfile(verifiedLawyer);
  await waitFor(() => expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204'));
  return page;
}

describe('a verified lawyer', () => {
  it("saves practice details at once, with 'Save changes', no documents and no warning", async () => {
    const submissions = captureSubmissions();
    const { userEvent } = await openVerified();
    expect(button('Save changes')).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();

    await retype(userEvent, LABEL.location, 'York');
    await retype(userEvent, LABEL.hourlyRate, '195');
    expect(button('Save changes')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    await userEvent.click(button('Save changes'));

    await expectNotification('Changes saved', 'Your practice details are saved. You are still verified.');
    expect(
      screen.getByText('Changes saved. Your practice details are saved. You are still verified.'),
    ).toBeInTheDocument();
    const [sent] = await submissions.all();
    expect(sent?.files).toEqual({});
    expect(sent?.fields).toMatchObject({
      location: 'York',
      hourly_rate: '195',
      license_number: 'SRA-771204',
    });
    expect(statusRegion()).toHaveTextContent('Your profile is verified.');
    expect(screen.queryByText(/Complete your profile/)).not.toBeInTheDocument();
  });

  it('is told before saving that a changed licence number needs a review, and the button says so', async () => {
    const { userEvent } = await openVerified();
    await retype(userEvent, LABEL.license, 'SRA 1234567');

    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Needs a review: licence number.')).toBeInTheDocument();
    expect(button('Submit changes for review')).toHaveAccessibleDescription(
      `${NOTICE} Needs a review: licence number.`,
    );

    // put back, nothing needs a review
    await retype(userEvent, LABEL.license, 'SRA-771204');
    expect(notice()).not.toBeInTheDocument();
    expect(button('Save changes')).toBeInTheDocument();
  });

  it('is told that a new name, regulator or document needs a review', async () => {
    const { userEvent } = await openVerified();
    await retype(userEvent, LABEL.fullName, 'Vera Verified-Jones');
    await userEvent.selectOptions(screen.getByLabelText(LABEL.regulator), 'BSB');
    await chooseFile(userEvent, LABEL.governmentId, FILES.governmentId);

    expect(screen.getByText('Needs a review: name, regulator, government ID.')).toBeInTheDocument();
    expect(button('Submit changes for review')).toBeInTheDocument();
  });

  it('submits a change for review, stays verified, and the page and badge say so without a reload', async () => {
    const submissions = captureSubmissions();
    const { userEvent } = await openVerified();
    await retype(userEvent, LABEL.license, 'SRA 1234567');
    await userEvent.click(button('Submit changes for review'));

    await expectNotification(
      'Changes submitted for review',
      'You stay verified on your current details until an admin decides.',
    );
    await waitFor(() =>
      expect(statusRegion()).toHaveTextContent(
        'Your changes are waiting for review. You stay verified on your current details until an admin decides.',
      ),
    );
    expect(statusRegion()).toHaveTextContent('Your profile is verified.');
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByText('Verified').parentElement).toHaveTextContent(
      'Verified· Changes waiting for review',
    );
    expect(account.queryByText('Unverified')).not.toBeInTheDocument();
    // the form shows the proposed number, waiting for review
    expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA 1234567');
    const [sent] = await submissions.all();
    expect(sent?.fields).toMatchObject({
      license_number: 'SRA 1234567',
      full_name: 'Vera Verified',
      regulator: 'SRA',
    });
  });

  it('sees the proposed facts of a change waiting for review in the form', async () => {
    server.use(
      answerProfile(
        verifiedProfile({
          status: 'pending',
          kind: 'change',
          pendingChange: { full_name: 'Vera Jones', regulator: 'BSB', license_number: 'BSB 44521' },
        }),
      ),
    );
    await openProfile(verifiedLawyer);

    await waitFor(() => expect(screen.getByLabelText(LABEL.fullName)).toHaveValue('Vera Jones'));
    expect(screen.getByLabelText(LABEL.regulator)).toHaveValue('BSB');
    expect(screen.getByLabelText('Bar licence number (BSB registration number)')).toHaveValue('BSB 44521');
    expect(button('Submit changes for review')).toBeInTheDocument();
  });

  it('is not asked for documents already reviewed', async () => {
    server.use(
      answerProfile({
        ...verifiedProfile(),
        documents: { ...verifiedProfile().documents, government_id: false },
      }),
    );
    const requests = recordRequests();
    const { userEvent } = await openVerified();
    await userEvent.click(button('Save changes'));

    await expectNotification('Changes saved', 'Your practice details are saved. You are still verified.');
    expect(screen.getByLabelText(LABEL.governmentId)).not.toHaveAttribute('aria-invalid');
    expect(requests.to(profileUrls.submit)).toHaveLength(1);
  });
});

describe('a lawyer not yet verified', () => {
  it("keeps 'Submit for Verification', with no warning, whatever changes", async () => {
    server.use(answerProfile(submittedProfile({ status: 'rejected', reason: 'Wrong number.' })));
    const { userEvent } = await openProfile(unverifiedLawyer);
    await waitFor(() => expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204'));
    await retype(userEvent, LABEL.license, 'SRA 7712040');

    expect(button('Submit for Verification')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it("is told the spec's words after a first submission answered 'first'", async () => {
    server.use(
      answerProfile(submittedProfile({ status: 'rejected', reason: 'Wrong number.' })),
      http.post(profileUrls.submit, () =>
        HttpResponse.json({ ...submittedProfile({ status: 'pending' }), review: 'first' }, { status: 201 }),
      ),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    await waitFor(() => expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204'));
    await userEvent.click(button('Submit for Verification'));

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
  });
});
