import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/api/contract';
import { urls } from '../../msw/handlers';
import { expectNotification, recordRequests } from '../../support';
import { caseUrls } from '../../msw/case-handlers';
import {
  backendKeepsNoCases,
  EMPTY_FORM,
  expectFormValues,
  FAMILY_CASE,
  FIELD,
  fillCase,
  openCaseForm,
  openDashboard,
  postCase,
  queryCaseForm,
  writesSent,
} from '../case-helpers';

/** A paragraph whose whole text is `text` (the figures sit in their own span). */
function paragraph(text: string) {
  return screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
}

describe('client dashboard', () => {
  it('shows the Post New Case and Your Cases cards with the fixed counts (spec §9)', async () => {
    // a backend without the live figures (tests/web/cases/cases/your-cases.test.tsx has them)
    backendKeepsNoCases();
    await openDashboard();
    await screen.findByText('active cases');
    expect(screen.getByRole('heading', { name: 'Post New Case' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Cases' })).toBeInTheDocument();
    expect(paragraph('2 active cases')).toBeVisible();
    expect(paragraph('1 pending consultation')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended Lawyers' })).toBeInTheDocument();
    expect(screen.getByText('Post a case to see lawyers matched to it.')).toBeInTheDocument();
  });

  it('opens the case form with Post New Case, with the fields of spec §2', async () => {
    const { userEvent } = await openDashboard();
    expect(queryCaseForm()).not.toBeInTheDocument();

    const form = await openCaseForm(userEvent);
    expect(within(form).getByLabelText(FIELD.title)).toHaveValue('');
    expect(within(form).getByLabelText(FIELD.location)).toHaveAttribute('placeholder', 'City, UK');
    expect(within(form).getByLabelText(FIELD.description)).toHaveAttribute('rows', '4');
    const options = within(within(form).getByLabelText(FIELD.category)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Not sure', ...CATEGORIES]);
    expect(within(form).getByRole('button', { name: 'Post Case' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // the opener cannot open a second form, and says the form is open
    expect(screen.getByRole('button', { name: 'Post New Case' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus into the form when it opens and back to Post New Case when it closes', async () => {
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await waitFor(() => expect(screen.getByLabelText(FIELD.title)).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post New Case' })).toHaveFocus());
  });

  it('closes and clears the form on Cancel, errors included, and sends nothing', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, { ...FAMILY_CASE, description: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    expect(await screen.findByText('Please describe your case')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(queryCaseForm()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post New Case' })).toHaveAttribute('aria-expanded', 'false');

    await openCaseForm(userEvent);
    expectFormValues(EMPTY_FORM);
    expect(screen.queryByText('Please describe your case')).not.toBeInTheDocument();
    expect(writesSent(requests.sent)).toHaveLength(0);
  });

  describe('validation (spec §5)', () => {
    it.each([
      ['title', FIELD.title, 'Please enter a case title'],
      ['location', FIELD.location, 'Please enter your location'],
      ['description', FIELD.description, 'Please describe your case'],
    ] as const)(
      'asks for the %s next to its field when it is missing, and sends nothing',
      async (key, label, message) => {
        const requests = recordRequests();
        const { userEvent } = await openDashboard();
        await postCase(userEvent, { ...FAMILY_CASE, [key]: '' });

        const field = screen.getByLabelText(label);
        await waitFor(() => expect(field).toHaveAccessibleDescription(message));
        expect(field).toHaveAttribute('aria-invalid', 'true');
        // only the missing field complains
        for (const other of Object.values(FIELD).filter((l) => l !== label)) {
          expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
        }
        expect(queryCaseForm()).toBeInTheDocument();
        expect(writesSent(requests.sent)).toHaveLength(0);
      },
    );

    it('shows all three messages for an empty form, treats blanks as missing, and sends nothing', async () => {
      const requests = recordRequests();
      const { userEvent } = await openDashboard();
      await postCase(userEvent, { title: '   ', location: '  ', description: ' \n ' });

      expect(await screen.findByText('Please enter a case title')).toBeInTheDocument();
      expect(screen.getByLabelText(FIELD.location)).toHaveAccessibleDescription('Please enter your location');
      expect(screen.getByLabelText(FIELD.description)).toHaveAccessibleDescription(
        'Please describe your case',
      );
      // category is optional (spec §5): it never complains
      expect(screen.getByLabelText(FIELD.category)).not.toHaveAttribute('aria-invalid');
      // the first missing field takes the focus
      expect(screen.getByLabelText(FIELD.title)).toHaveFocus();
      expect(writesSent(requests.sent)).toHaveLength(0);
    });
  });

  describe('the match request (spec §7)', () => {
    // as spec §7 has it: a backend that keeps no cases (the keeping: keep-then-match.test.tsx)
    beforeEach(backendKeepsNoCases);

    it('sends {city, issue, category} when a category is chosen', async () => {
      const requests = recordRequests();
      const { userEvent } = await openDashboard();
      await postCase(userEvent, FAMILY_CASE);
      await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');

      await requests.bodies();
      const sent = requests.to(urls.match);
      expect(sent.map((r) => r.method)).toEqual(['POST']);
      expect(sent.map((r) => r.body)).toStrictEqual([
        { city: 'London', issue: FAMILY_CASE.description, category: 'Family Law' },
      ]);
      // besides the page's reads, only the attempt to keep the case, which found no such call
      expect(writesSent(requests.sent).map((r) => `${r.method} ${r.url}`)).toEqual([
        `POST ${caseUrls.list}`,
        `POST ${urls.match}`,
      ]);
    });

    it('sends exactly {city, issue}, trimmed and without a category key, when none is chosen', async () => {
      const requests = recordRequests();
      const { userEvent } = await openDashboard();
      await postCase(userEvent, {
        title: 'Unpaid wages',
        location: '  Leeds ',
        description: ' My employer has not paid me. ',
      });
      await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');

      await requests.bodies();
      const [body, ...others] = requests.to(urls.match).map((r) => r.body);
      expect(others).toHaveLength(0);
      expect(body).toStrictEqual({ city: 'Leeds', issue: 'My employer has not paid me.' });
      expect(Object.keys(body as object).sort()).toEqual(['city', 'issue']);
    });
  });
});
