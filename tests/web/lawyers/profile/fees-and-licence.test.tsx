// The fees and the regulator on the profile form: sent as typed, with the server's message on
// its field and nothing lost (docs/decisions/0086-save-is-not-submit.md,
// 0087-regulator-and-licence-number.md, 0028-failures-are-told-and-lose-nothing.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGULATOR_FACTS, REGULATORS } from '@/api/regulators';
import { profileUrls } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { expectNotification, stubObjectUrls } from '../../support';
import {
  expectEverythingKept,
  fieldError,
  LABEL,
  openProfile,
  submitButton,
  unverifiedLawyer,
  verifiedLawyer,
} from '../lawyer-helpers';
import { captureSubmissions, fillEverything, submit, SUBMIT_FAILED } from './submit-helpers';

stubObjectUrls();

const SRA_MESSAGE =
  'An SRA number is up to seven digits, as shown on the Solicitors Register (for example 123456).';
const FEE_MESSAGE = 'Enter an amount in pounds, such as 150.';

describe('the regulator', () => {
  it('offers the five UK regulators, the SRA first, before the number', async () => {
    await openProfile(unverifiedLawyer);
    const select = screen.getByLabelText(LABEL.regulator);
    expect(select).toHaveValue('SRA');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual([...REGULATORS]);
    expect(
      within(select).getByRole('option', { name: 'Solicitors Regulation Authority (SRA)' }),
    ).toBeInTheDocument();
    // the number's field comes after it
    const number = screen.getByLabelText(LABEL.license);
    expect(select.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names the number as the chosen regulator does, keeping the spec's words", async () => {
    const { userEvent } = await openProfile(unverifiedLawyer);
    for (const regulator of ['BSB', 'CILEX', 'LSS', 'LSNI', 'SRA'] as const) {
      await userEvent.selectOptions(screen.getByLabelText(LABEL.regulator), regulator);
      expect(
        screen.getByLabelText(`Bar licence number (${REGULATOR_FACTS[regulator].numberName})`),
      ).toBeInTheDocument();
    }
    // the spec's labels, with the UK words under them (docs/decisions/0119-smaller-things.md)
    expect(screen.getByLabelText(LABEL.license)).toHaveAccessibleDescription(
      'Solicitors: your SRA number. Barristers: your Bar Standards Board number.',
    );
    expect(screen.getByLabelText(LABEL.barCertificate)).toHaveAccessibleDescription(
      expect.stringContaining('Your practising certificate.'),
    );
  });

  it('sends the chosen regulator and the number as typed', async () => {
    const submissions = captureSubmissions();
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await userEvent.selectOptions(screen.getByLabelText(LABEL.regulator), 'BSB');
    await userEvent.clear(screen.getByLabelText('Bar licence number (BSB registration number)'));
    await userEvent.type(screen.getByLabelText('Bar licence number (BSB registration number)'), ' 12345/B ');
    await submit(userEvent);

    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
    const [sent] = await submissions.all();
    expect(sent?.fields).toMatchObject({ regulator: 'BSB', license_number: '12345/B' });
  });
});

describe('a licence number the server refuses', () => {
  it('shows its message on the field and keeps everything typed and chosen', async () => {
    server.use(
      http.post(profileUrls.submit, () =>
        HttpResponse.json({ license_number: [SRA_MESSAGE] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openProfile(unverifiedLawyer);
    await fillEverything(userEvent);
    await userEvent.type(screen.getByLabelText(LABEL.hourlyRate), '£95.50');
    await userEvent.type(screen.getByLabelText(LABEL.firstFee), '60');
    await submit(userEvent);

    await expectNotification('Error', SUBMIT_FAILED);
    expect(fieldError(LABEL.license)).toBe(SRA_MESSAGE);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${SUBMIT_FAILED} Please check the highlighted fields.`,
    );
    expectEverythingKept();
    expect(screen.getByLabelText(LABEL.regulator)).toHaveValue('SRA');
    expect(screen.getByLabelText(LABEL.fullName)).toHaveValue('Liam Lawyer');
    expect(screen.getByLabelText(LABEL.hourlyRate)).toHaveValue('£95.50');
    expect(screen.getByLabelText(LABEL.firstFee)).toHaveValue('60');
    expect(submitButton()).toBeEnabled();
  });
});

describe('the fees', () => {
  it('are filled from the saved profile and sent as typed, blank for none', async () => {
    const submissions = captureSubmissions();
    const { userEvent } = await openProfile(verifiedLawyer);
    await waitFor(() => expect(screen.getByLabelText(LABEL.hourlyRate)).toHaveValue('180'));
    expect(screen.getByLabelText(LABEL.firstFee)).toHaveValue('');
    expect(screen.getByLabelText(LABEL.hourlyRate)).toHaveAccessibleDescription(
      "Leave blank to show clients 'Fee on request'.",
    );

    await userEvent.clear(screen.getByLabelText(LABEL.hourlyRate));
    await userEvent.type(screen.getByLabelText(LABEL.firstFee), '£75');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectNotification('Changes saved', 'Your practice details are saved. You are still verified.');
    const [sent] = await submissions.all();
    expect(sent?.fields).toMatchObject({ hourly_rate: '', first_consultation_fee: '£75' });
  });

  it("show the server's message on the fee's field and keep what was typed", async () => {
    server.use(
      http.post(profileUrls.submit, () => HttpResponse.json({ hourly_rate: [FEE_MESSAGE] }, { status: 400 })),
    );
    const { userEvent } = await openProfile(verifiedLawyer);
    await waitFor(() => expect(screen.getByLabelText(LABEL.hourlyRate)).toHaveValue('180'));
    await userEvent.clear(screen.getByLabelText(LABEL.hourlyRate));
    await userEvent.type(screen.getByLabelText(LABEL.hourlyRate), 'about 150');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectNotification('Error', SUBMIT_FAILED);
    expect(fieldError(LABEL.hourlyRate)).toBe(FEE_MESSAGE);
    expect(screen.getByLabelText(LABEL.hourlyRate)).toHaveValue('about 150');
    expect(screen.getByLabelText(LABEL.location)).toHaveValue('Leeds');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
