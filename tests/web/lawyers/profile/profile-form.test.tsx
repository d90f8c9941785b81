// The profile form before anything is sent: labels, values from `lawyer-profiles/me`, files
// checked the moment they are chosen, and what blocks a submission.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/api/contract';
import { answerProfile, lawyerProfile, profileUrls, submittedProfile } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests, stubObjectUrls } from '../../support';
import {
  chooseFile,
  chooseFiles,
  DETAILS,
  fieldError,
  fillDetails,
  FILES,
  LABEL,
  openProfile,
  pdfFile,
  pngFile,
  submitButton,
} from '../lawyer-helpers';

stubObjectUrls();

/** The file field (label, input, chosen file, messages) labelled `label`. */
function fileField(label: string) {
  const field = screen.getByLabelText(label).closest<HTMLElement>('[data-slot="file-field"]');
  if (!field) throw new Error(`no file field "${label}"`);
  return within(field);
}

const DOCUMENT_ONLY = 'Choose a PDF, JPG or PNG file.';
const IMAGE_ONLY = 'Choose an image file (JPG, PNG, WebP or GIF).';
const TOO_LARGE = 'This file is larger than 10 MB. Choose a smaller file.';

describe('the profile form', () => {
  it('labels every field of spec §2 and offers the eight categories', async () => {
    await openProfile();

    for (const label of Object.values(LABEL)) expect(screen.getByLabelText(label)).toBeVisible();
    const categories = within(screen.getByLabelText(LABEL.specialization)).getAllByRole('option');
    expect(categories.map((o) => o.textContent)).toEqual(['Select your specialization', ...CATEGORIES]);
    expect(screen.getByLabelText(LABEL.experience)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(LABEL.experience)).toHaveAccessibleDescription(
      'A whole number from 0 to 70',
    );
    expect(screen.getByLabelText(LABEL.photo)).toHaveAttribute('accept', 'image/*');
    for (const label of [LABEL.governmentId, LABEL.lawDegree, LABEL.barCertificate]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    }
    expect(screen.getByRole('button', { name: 'Submit for Verification' })).toBeEnabled();
  });

  it('is filled from lawyer-profiles/me and marks the documents already on file', async () => {
    server.use(
      answerProfile(
        lawyerProfile({
          profile: {},
          documents: { government_id: true, bar_certificate: true },
          verification: { status: 'info_requested', message: 'Please add your law degree.' },
        }),
      ),
    );
    await openProfile();

    await waitFor(() => expect(screen.getByLabelText(LABEL.location)).toHaveValue('Leeds'));
    expect(screen.getByLabelText(LABEL.specialization)).toHaveValue('Employment Law');
    expect(screen.getByLabelText(LABEL.experience)).toHaveValue(9);
    expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204');
    expect(screen.getByLabelText(LABEL.education)).toHaveValue('LLB (Hons), University of Leeds; LPC');
    expect(screen.getByLabelText(LABEL.bio)).toHaveValue(
      'Employment tribunal claims for employees across Yorkshire.',
    );

    expect(fileField(LABEL.governmentId).getByText('On file')).toBeInTheDocument();
    expect(fileField(LABEL.barCertificate).getByText('On file')).toBeInTheDocument();
    expect(fileField(LABEL.lawDegree).queryByText('On file')).not.toBeInTheDocument();
    expect(fileField(LABEL.photo).queryByText('On file')).not.toBeInTheDocument();
    expect(screen.getByLabelText(LABEL.governmentId)).toHaveAccessibleDescription(
      /Already uploaded: choose a file only to replace it/,
    );
  });

  it('keeps what the lawyer typed when the saved profile arrives late', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(profileUrls.me, async () => {
        await gate;
        return HttpResponse.json(submittedProfile({ status: 'rejected', reason: 'Wrong city.' }));
      }),
    );
    const { userEvent } = await openProfile();
    await fillDetails(userEvent, { location: 'York' });
    release();

    await waitFor(() => expect(screen.getByLabelText(LABEL.license)).toHaveValue('SRA-771204'));
    expect(screen.getByLabelText(LABEL.location)).toHaveValue('York');
  });
});

describe('choosing files', () => {
  it('shows a chosen document with its name and size, and an image with a thumbnail', async () => {
    const { userEvent } = await openProfile();
    await chooseFile(userEvent, LABEL.governmentId, FILES.governmentId);
    await chooseFile(userEvent, LABEL.photo, FILES.photo);

    const id = fileField(LABEL.governmentId);
    expect(id.getByText('passport.pdf')).toBeInTheDocument();
    expect(id.getByText(`${FILES.governmentId.size} B`)).toBeInTheDocument();
    expect(id.queryByRole('img')).not.toBeInTheDocument();
    const photo = fileField(LABEL.photo);
    expect(photo.getByText('headshot.png')).toBeInTheDocument();
    expect(photo.getByText(`${FILES.photo.size} B`)).toBeInTheDocument();
    expect(photo.getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('shows larger sizes in KB and MB', async () => {
    const { userEvent } = await openProfile();
    await chooseFile(userEvent, LABEL.lawDegree, new File([new Uint8Array(2048)], 'degree.pdf'));
    await chooseFile(userEvent, LABEL.barCertificate, new File([new Uint8Array(3 * 1024 * 1024)], 'bar.jpg'));
    expect(fileField(LABEL.lawDegree).getByText('2 KB')).toBeInTheDocument();
    expect(fileField(LABEL.barCertificate).getByText('3.0 MB')).toBeInTheDocument();
  });

  it('removes a chosen file', async () => {
    const { userEvent } = await openProfile();
    await chooseFile(userEvent, LABEL.governmentId, FILES.governmentId);
    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(screen.queryByText('passport.pdf')).not.toBeInTheDocument();
  });

  it.each([
    ['an .exe as the government ID', LABEL.governmentId, new File(['MZ'], 'setup.exe'), DOCUMENT_ONLY],
    [
      'a .txt as the law degree',
      LABEL.lawDegree,
      new File(['my degree'], 'degree.txt', { type: 'text/plain' }),
      DOCUMENT_ONLY,
    ],
    ['a PDF as the photo', LABEL.photo, pdfFile('me.pdf'), IMAGE_ONLY],
    [
      'a file over 10 MB',
      LABEL.barCertificate,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf'),
      TOO_LARGE,
    ],
    ['an empty file', LABEL.governmentId, new File([], 'empty.pdf'), 'This file is empty.'],
  ])('refuses %s at once, by that field', async (_name, label, file, message) => {
    const { userEvent } = await openProfile();
    await chooseFile(userEvent, label, file);

    expect(fieldError(label)).toBe(message);
    expect(screen.queryByText(file.name)).not.toBeInTheDocument();
    // only that field complains
    const others = Object.values(LABEL).filter((l) => l !== label);
    for (const other of others) expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { userEvent } = await openProfile();
    await chooseFile(
      userEvent,
      LABEL.barCertificate,
      new File([new Uint8Array(10 * 1024 * 1024)], 'scan.pdf'),
    );
    expect(fileField(LABEL.barCertificate).getByText('scan.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL.barCertificate)).not.toHaveAttribute('aria-invalid');
  });

  it('never sends a refused file, and keeps an earlier good choice', async () => {
    const requests = recordRequests();
    const { userEvent } = await openProfile();
    await fillDetails(userEvent);
    await chooseFiles(userEvent, { lawDegree: FILES.lawDegree, barCertificate: FILES.barCertificate });
    await chooseFile(userEvent, LABEL.governmentId, new File(['MZ'], 'passport.exe'));
    await userEvent.click(submitButton());

    expect(fieldError(LABEL.governmentId)).toBe('Please upload your government ID.');
    await expectNotification('Error', 'Please upload the missing documents.');
    expect(requests.to(profileUrls.submit)).toHaveLength(0);

    // a good file, then a refused one: the good one stays chosen
    await chooseFile(userEvent, LABEL.governmentId, FILES.governmentId);
    await chooseFile(userEvent, LABEL.governmentId, pngFile('passport.gif'));
    expect(fieldError(LABEL.governmentId)).toBe(DOCUMENT_ONLY);
    expect(fileField(LABEL.governmentId).getByText('passport.pdf')).toBeInTheDocument();
  });
});

describe('what blocks a submission', () => {
  it('asks for each missing document by its field and sends nothing', async () => {
    const requests = recordRequests();
    const { userEvent } = await openProfile();
    await fillDetails(userEvent);
    await chooseFiles(userEvent, { photo: FILES.photo, lawDegree: FILES.lawDegree });
    await userEvent.click(submitButton());

    await expectNotification('Error', 'Please upload the missing documents.');
    expect(fieldError(LABEL.governmentId)).toBe('Please upload your government ID.');
    expect(fieldError(LABEL.barCertificate)).toBe('Please upload your bar association certificate.');
    expect(screen.getByLabelText(LABEL.lawDegree)).not.toHaveAttribute('aria-invalid');
    // the photo is optional
    expect(screen.getByLabelText(LABEL.photo)).not.toHaveAttribute('aria-invalid');
    expect(requests.to(profileUrls.submit)).toHaveLength(0);
  });

  it('asks for the details by their fields, and the documents at the same time', async () => {
    const requests = recordRequests();
    const { userEvent } = await openProfile();
    await userEvent.click(submitButton());

    await expectNotification('Error', 'Please correct the highlighted fields.');
    expect(fieldError(LABEL.specialization)).toBe('Please choose your specialization');
    expect(fieldError(LABEL.location)).toBe('Please enter your city');
    expect(fieldError(LABEL.experience)).toBe('Please enter your years of experience');
    expect(fieldError(LABEL.license)).toBe('Please enter your bar licence number');
    expect(fieldError(LABEL.lawDegree)).toBe('Please upload your law degree certificate.');
    expect(requests.to(profileUrls.submit)).toHaveLength(0);
  });

  it.each([
    ['71', 'Enter a number from 0 to 70'],
    ['2.5', 'Enter a whole number of years'],
  ])('refuses %s years of experience', async (years, message) => {
    const requests = recordRequests();
    const { userEvent } = await openProfile();
    await fillDetails(userEvent, { ...DETAILS, experience: years });
    await chooseFiles(userEvent);
    await userEvent.click(submitButton());

    await waitFor(() => expect(fieldError(LABEL.experience)).toBe(message));
    expect(requests.to(profileUrls.submit)).toHaveLength(0);
  });
});
