// Edit and Close case on a case's page (docs/decisions/0094-the-clients-cases-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseUrl, closeUrl, keptCases, PLACE_UNKNOWN } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { FIELD, URGENCY } from '../case-helpers';
import {
  DESCRIPTION,
  fact,
  openCase,
  section,
  seedCaseWithResponses,
  serverError,
  TITLE,
} from './case-page-helpers';

beforeEach(seedCaseWithResponses);

describe('Edit', () => {
  it('saves the changed fields (PATCH), shows them and matches the case again', async () => {
    const requests = recordRequests();
    const { userEvent } = await openCase();
    await section('Matched lawyers').findByRole('article', { name: 'Sarah Mitchell' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));

    const form = within(await screen.findByRole('form', { name: 'Edit your case' }));
    expect(form.getByLabelText(FIELD.title)).toHaveValue(TITLE);
    expect(form.getByLabelText(FIELD.category)).toHaveValue('Property Law');
    await userEvent.clear(form.getByLabelText(FIELD.location));
    await userEvent.type(form.getByLabelText(FIELD.location), 'Leeds');
    await userEvent.selectOptions(form.getByLabelText(URGENCY), 'High');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await expectNotification('Case updated', 'We are matching your case again.');
    expect(fact('Place')).toHaveTextContent('Leeds');
    expect(fact('Urgency')).toHaveTextContent('High');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await waitFor(() => expect(requests.to(urls.match)).toHaveLength(2));
    await requests.bodies();
    expect(
      requests
        .to(caseUrl('1'))
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.body),
    ).toStrictEqual([{ location: 'Leeds', urgency: 'High' }]);
    expect(requests.to(urls.match)[1]?.body).toStrictEqual({
      city: 'Leeds',
      issue: DESCRIPTION,
      category: 'Property Law',
    });
  });

  it('a place the server does not know: its message on the field, everything typed kept', async () => {
    const { userEvent } = await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your case' }));
    await userEvent.type(form.getByLabelText(FIELD.title), ' again');
    await userEvent.clear(form.getByLabelText(FIELD.location));
    await userEvent.type(form.getByLabelText(FIELD.location), 'Atlantis');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    const location = form.getByLabelText(FIELD.location);
    await waitFor(() => expect(location).toHaveAccessibleDescription(PLACE_UNKNOWN));
    expect(location).toHaveFocus();
    expect(location).toHaveValue('Atlantis');
    expect(form.getByLabelText(FIELD.title)).toHaveValue(`${TITLE} again`);
    expect(keptCases()[0]?.title).toBe(TITLE);
  });

  it('a failure says so and keeps everything typed; saving again works', async () => {
    server.use(http.patch(caseUrl('1'), serverError, { once: true }));
    const { userEvent } = await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your case' }));
    await userEvent.clear(form.getByLabelText(FIELD.description));
    await userEvent.type(form.getByLabelText(FIELD.description), 'The landlord kept £900 of my deposit.');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved.The server had a problem (500). Please try again.',
    );
    expect(form.getByLabelText(FIELD.description)).toHaveValue('The landlord kept £900 of my deposit.');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The landlord kept £900 of my deposit.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit your case' })).not.toBeInTheDocument();
  });
});

describe('Close case', () => {
  it('asks first; Keep it open sends nothing, Close case closes it and Edit and Close go', async () => {
    const requests = recordRequests();
    const { userEvent } = await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Close case' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Close this case?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.to(closeUrl('1'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Close case' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Close this case?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close case' }));

    await expectNotification('Case closed', 'Lawyers can no longer see or respond to it.');
    expect(fact('Status')).toHaveTextContent('Closed');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close case' })).not.toBeInTheDocument();
    expect(section('Matched lawyers').getByText(/This case is closed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: TITLE })).toHaveFocus());
    expect(requests.to(closeUrl('1')).map((r) => r.method)).toEqual(['POST']);
    expect(keptCases()[0]?.status).toBe('closed');
  });

  it('a failure is said in the dialog, which stays open to try again', async () => {
    server.use(http.post(closeUrl('1'), serverError, { once: true }));
    const { userEvent } = await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Close case' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close this case?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close case' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The case could not be closed. The server had a problem (500). Please try again.',
    );
    expect(keptCases()[0]?.status).toBe('open');
    await userEvent.click(dialog.getByRole('button', { name: 'Close case' }));
    await expectNotification('Case closed', 'Lawyers can no longer see or respond to it.');
    expect(fact('Status')).toHaveTextContent('Closed');
  });
});
