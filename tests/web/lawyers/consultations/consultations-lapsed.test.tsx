// A lawyer whose verification lapsed may only cancel until verified again (docs/consultations.md):
// the server refuses Confirm and Propose with 403 and its reason, which the lawyer reads, not a
// generic failure; what was picked stays.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultationUrls, slotsHandler, storedConsultation } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { consultationAt, openConsultations, useConsultationBackend } from './consultations-helpers';

useConsultationBackend();

const REQUEST = 'Tue, 15 Jan 2030, 09:00 GMT';
const LAPSED =
  'Your verification has lapsed: you can only cancel consultations until you are verified again. Renew it from your profile.';
const refuse = () => HttpResponse.json({ detail: LAPSED }, { status: 403 });

describe('a lawyer whose verification lapsed', () => {
  it('Confirm refused (403) says the server’s reason beside the consultation', async () => {
    server.use(http.post(consultationUrls.act('701', 'confirm'), refuse));
    const { userEvent } = await openConsultations();
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Confirm: Chloe, ${REQUEST}` }),
    );
    expect(await consultationAt(REQUEST).findByRole('alert')).toHaveTextContent(
      `The consultation was not confirmed. ${LAPSED}`,
    );
    expect(storedConsultation('701')?.status).toBe('requested');
  });

  it('Propose refused (403) says the server’s reason in the dialog, and the time picked stays', async () => {
    server.use(
      slotsHandler(['2030-01-21T09:00:00Z', '2030-01-22T10:00:00Z']),
      http.post(consultationUrls.act('701', 'propose'), refuse),
    );
    const { userEvent } = await openConsultations();
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Propose another time: Chloe, ${REQUEST}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose another time' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Day'), 'Tue 22 Jan (1 time)');
    await userEvent.click(dialog.getByRole('radio', { name: '10:00 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(LAPSED);
    expect(dialog.getByRole('radio', { name: '10:00 GMT' })).toBeChecked();
    expect(storedConsultation('701')?.status).toBe('requested');
  });
});
