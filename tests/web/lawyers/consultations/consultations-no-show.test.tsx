// The lawyer reports that the client did not attend: only inside the window (from 10 minutes
// after the start until 48 hours after the end), through the confirmation dialog with an optional
// note; a backend without the call (404) takes the action away
// (docs/decisions/0129-cancellation-policy-and-no-shows.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultationUrls, storedConsultation } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { expectNotification } from '../../support';
import { startingIn } from '../../cases/consultations/client-consultations-helpers';
import { consultationsCard, openConsultations, useConsultationBackend } from './consultations-helpers';

useConsultationBackend(() => [
  startingIn(-20, { id: '901', status: 'confirmed', type: 'phone' }),
  startingIn(60, { id: '902', status: 'confirmed', type: 'phone' }),
]);

const REPORT = /^Report did not attend: /;

describe('Report did not attend', () => {
  it('is offered on a consultation that started 10 minutes ago or more, and sends the note', async () => {
    const { userEvent } = await openConsultations(/Report did not attend/);
    const buttons = consultationsCard().getAllByRole('button', { name: REPORT });
    // the one that starts in an hour has none
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Report that the client did not attend?' }),
    );
    await expectNoAxeViolations();
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Called twice, no answer.');
    await userEvent.click(dialog.getByRole('button', { name: 'Report did not attend' }));
    await expectNotification(
      'Reported: did not attend',
      `${storedConsultation('901')?.client.name} is told.`,
    );
    expect(storedConsultation('901')).toMatchObject({
      status: 'no_show',
      noShowBy: 'client',
      reason: 'Called twice, no answer.',
    });
  });

  it('is taken away where the backend has no such call (404)', async () => {
    server.use(
      http.post(consultationUrls.act('901', 'no-show'), () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const { userEvent } = await openConsultations(/Report did not attend/);
    await userEvent.click(consultationsCard().getByRole('button', { name: REPORT }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Report did not attend' }));
    await waitFor(() =>
      expect(consultationsCard().queryByRole('button', { name: REPORT })).not.toBeInTheDocument(),
    );
  });
});
