// What the lawyer dashboard and profile tests share: the two lawyers, opening the pages as a
// person would, small real files, and filling the profile form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiUser } from '@/api/contract';
import { accounts, sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';

export type User = ReturnType<typeof userEvent.setup>;

/** lawyer@example.com: not verified (the `me` fixture agrees). */
export const unverifiedLawyer: ApiUser = sessionUser('lawyer');

const vera = accounts['verified@example.com']!;
/** verified@example.com: verified (the `me` fixture agrees, so `me` keeps it verified, and
 * `lawyer-profiles/me` answers with its approved profile: verifiedProfile()). */
export const verifiedLawyer: ApiUser = sessionUser('lawyer', {
  id: vera.id,
  email: vera.email,
  name: vera.name,
  isVerified: true,
});

export async function openDashboard(user: ApiUser = unverifiedLawyer) {
  const utils = renderWithProviders({ route: '/lawyer-dashboard', user });
  // the first visit in a file loads the lazy route chunks
  await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' }, { timeout: 5000 });
  // what sits beside and under the leads loads after them, in a file of its own
  // (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
  await screen.findByRole('heading', { name: 'Upcoming Consultations' });
  return utils;
}

export async function openProfile(user: ApiUser = unverifiedLawyer) {
  const utils = renderWithProviders({ route: '/lawyer-profile', user });
  await screen.findByRole('heading', { level: 1, name: 'Lawyer Profile' }, { timeout: 5000 });
  // a person may pick any file in the system dialog ("All files"), so `accept` is not applied
  return { ...utils, userEvent: userEvent.setup({ applyAccept: false }) };
}

export function verificationBanner() {
  return screen.queryByRole('region', { name: 'Verification Required' });
}

// ---- files -------------------------------------------------------------------------

export const PDF_TEXT = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** a 1×1 PNG */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PNG_BYTES = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

export function pdfFile(name: string) {
  return new File([PDF_TEXT], name, { type: 'application/pdf' });
}

export function pngFile(name: string) {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

// ---- the profile form ----------------------------------------------------------------

export const LABEL = {
  fullName: 'Full name',
  specialization: 'Specialization',
  location: 'City',
  experience: 'Years of experience',
  regulator: 'Regulator',
  // spec §2's words, with the UK name of the chosen regulator's number (SRA by default)
  license: 'Bar licence number (SRA number)',
  hourlyRate: 'Hourly rate (£)',
  firstFee: 'Fixed first consultation fee (£)',
  education: 'Qualifications and education',
  bio: 'Bio',
  photo: 'Profile photo',
  governmentId: 'Government ID',
  lawDegree: 'Law degree certificate',
  barCertificate: 'Bar association certificate',
} as const;

export const DETAILS = {
  specialization: 'Family Law',
  location: 'Manchester',
  experience: '12',
  license: 'SRA-123456',
  education: 'LLB (Hons), University of Manchester',
  bio: 'Family law solicitor helping parents agree arrangements.',
} as const;

export const FILES = {
  photo: pngFile('headshot.png'),
  governmentId: pdfFile('passport.pdf'),
  lawDegree: pdfFile('llb-degree.pdf'),
  barCertificate: pngFile('practising-certificate.png'),
} as const;

export async function fillDetails(
  user: User,
  details: Partial<Record<keyof typeof DETAILS, string>> = DETAILS,
) {
  if (details.specialization)
    await user.selectOptions(screen.getByLabelText(LABEL.specialization), details.specialization);
  for (const key of ['location', 'experience', 'license', 'education', 'bio'] as const) {
    const value = details[key];
    if (value) {
      await user.clear(screen.getByLabelText(LABEL[key]));
      await user.type(screen.getByLabelText(LABEL[key]), value);
    }
  }
}

export async function chooseFile(user: User, label: string, file: File) {
  await user.upload(screen.getByLabelText(label), file);
}

export async function chooseFiles(user: User, files: Partial<Record<keyof typeof FILES, File>> = FILES) {
  for (const [key, file] of Object.entries(files) as [keyof typeof FILES, File][])
    await chooseFile(user, LABEL[key], file);
}

/** The message shown by the field labelled `label` (its error in aria-describedby), if any. */
export function fieldError(label: string) {
  const input = screen.getByLabelText(label);
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('-error'));
  const message = id ? document.getElementById(id)?.textContent : undefined;
  if (message) expect(input).toHaveAttribute('aria-invalid', 'true');
  else expect(input).not.toHaveAttribute('aria-invalid');
  return message;
}

export function submitButton() {
  return screen.getByRole('button', { name: /Submit for Verification|Submitting/ });
}

/** The fields and chosen files are all still there (docs/decisions/0006-profile-upload-checks-the-status.md). */
export function expectEverythingKept() {
  expect(screen.getByLabelText(LABEL.specialization)).toHaveValue(DETAILS.specialization);
  expect(screen.getByLabelText(LABEL.location)).toHaveValue(DETAILS.location);
  expect(screen.getByLabelText(LABEL.experience)).toHaveValue(Number(DETAILS.experience));
  expect(screen.getByLabelText(LABEL.license)).toHaveValue(DETAILS.license);
  expect(screen.getByLabelText(LABEL.education)).toHaveValue(DETAILS.education);
  expect(screen.getByLabelText(LABEL.bio)).toHaveValue(DETAILS.bio);
  for (const file of Object.values(FILES)) expect(screen.getByText(file.name)).toBeInTheDocument();
}
