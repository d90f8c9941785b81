// Sending the profile (spec §3 and §7, docs/decisions/0002-one-spelling-per-storage-key.md): the
// multipart call with its field
// names and bearer token, and what the lawyer sees when it succeeds.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeUser } from '@/session/session';
import { answerProfile, profileUrls, submittedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../render';
import { expectNotification, findNotification, stubObjectUrls } from '../../support';
import {
  DETAILS,
  FILES,
  LABEL,
  openProfile,
  PDF_TEXT,
  PNG_BASE64,
  submitButton,
  unverifiedLawyer,
} from '../lawyer-helpers';
import { captureSubmissions, fillEverything, PENDING, statusRegion, submit } from './submit-helpers';

stubObjectUrls();

describe('the multipart call', () => {
  it('sends the exact field names of spec §3 with the bearer token', async () => {
    const submissions = captureSubmissions();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);
    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');

    const [sent, ...more] = await submissions.all();
    expect(more).toHaveLength(0);
    expect(sent?.authorization).toBe('Bearer access-22');
    expect(sent?.fields).toEqual({
      specialization: DETAILS.specialization,
      location: DETAILS.location,
      experience_years: DETAILS.experience,
      bio: DETAILS.bio,
      license_number: DETAILS.license,
      education: DETAILS.education,
      full_name: 'Liam Lawyer',
      // this product's additions (docs/decisions/0086-save-is-not-submit.md, 0087)
      regulator: 'SRA',
      hourly_rate: '',
      first_consultation_fee: '',
    });
    // the bytes and types arrive; file names are checked on the FormData itself (see
    // upload-request.test.ts, and end to end) because Vitest's jsdom FormData loses them on the way to MSW
    const pdf = Buffer.from(PDF_TEXT).toString('base64');
    expect(sent?.files).toEqual({
      profile_picture: { size: FILES.photo.size, type: 'image/png', base64: PNG_BASE64 },
      government_id: { size: FILES.governmentId.size, type: 'application/pdf', base64: pdf },
      law_degree: { size: FILES.lawDegree.size, type: 'application/pdf', base64: pdf },
      bar_certificate: { size: FILES.barCertificate.size, type: 'image/png', base64: PNG_BASE64 },
    });
  });

  it('sends only the details when every document is already on file', async () => {
    server.use(
      answerProfile(submittedProfile({ status: 'rejected', reason: 'Licence number does not match.' })),
      http.post(profileUrls.submit, () =>
        HttpResponse.json(submittedProfile({ status: 'pending' }), { status: 201 }),
      ),
    );
    const submissions = captureSubmissions();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await waitFor(() => expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204'));
    await userEvent.clear(screen.getByLabelText(LABEL.license));
    await userEvent.type(screen.getByLabelText(LABEL.license), 'SRA-771205');
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    const [sent] = await submissions.all();
    expect(sent?.files).toEqual({});
    expect(sent?.fields).toMatchObject({
      license_number: 'SRA-771205',
      location: 'Leeds',
      full_name: 'Liam Lawyer',
    });
  });

  it('reads a token stored under the legacy accessToken key, moved to access_token', async () => {
    storeUser(unverifiedLawyer);
    // the fixture token, so the `me` call on entry accepts it too
    localStorage.setItem('accessToken', 'access-22');
    expect(localStorage.getItem('access_token')).toBeNull();
    const submissions = captureSubmissions();
    renderWithProviders({ route: '/lawyer-profile' });
    await screen.findByRole('heading', { level: 1, name: 'Lawyer Profile' }, { timeout: 5000 });
    const user = userEvent.setup({ applyAccept: false });
    await fillEverything(user);
    await submit(user);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    const [sent] = await submissions.all();
    expect(sent?.authorization).toBe('Bearer access-22');
    expect(localStorage.getItem('access_token')).toBe('access-22');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('a successful submission', () => {
  it('says so, shows the request pending review and the documents on file', async () => {
    const { userEvent } = await openProfile(unverifiedLawyer);
    expect(statusRegion()).not.toHaveTextContent(PENDING);
    await fillEverything(userEvent);
    await submit(userEvent);

    const toast = await findNotification('Profile and documents uploaded successfully.');
    expect(toast.getByText('Profile Submitted')).toBeInTheDocument();
    await waitFor(() => expect(statusRegion()).toHaveTextContent(PENDING));
    for (const file of Object.values(FILES)) expect(screen.queryByText(file.name)).not.toBeInTheDocument();
    expect(screen.getAllByText('On file')).toHaveLength(4);
    expect(screen.getByLabelText(LABEL.location)).toHaveValue(DETAILS.location);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit for Verification');
  });

  it('shows the upload progress while the files travel', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(profileUrls.submit, async () => {
        await gate;
        return HttpResponse.json(submittedProfile(), { status: 201 });
      }),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');

    release();
    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

// a verified lawyer's save: save-or-submit.test.tsx

// spec §7: the upload's answer is "only logged". An existing backend answers in shapes of its
// own; every 2xx is success, and the status shown comes from `lawyer-profiles/me`, or, where
// that extension is missing (404), from the submission itself.
const acceptedAnswers = [
  {
    name: "another backend's JSON",
    respond: () => HttpResponse.json({ id: 1, status: 'pending' }, { status: 201 }),
  },
  { name: 'an empty 201', respond: () => new HttpResponse(null, { status: 201 }) },
  { name: 'a 204', respond: () => new HttpResponse(null, { status: 204 }) },
  {
    name: 'text that is not JSON',
    respond: () =>
      new HttpResponse('Created', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  },
];

describe.each(acceptedAnswers)('an upload answered with $name', ({ respond }) => {
  it('is a success, and without the profile extension says Submitted for review', async () => {
    server.use(
      http.post(profileUrls.submit, respond),
      http.get(profileUrls.me, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Submitted for review.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('is a success, and with the profile extension shows what it reports', async () => {
    server.use(
      http.post(profileUrls.submit, respond),
      answerProfile(submittedProfile({ status: 'pending' })),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    await waitFor(() => expect(statusRegion()).toHaveTextContent(PENDING));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
