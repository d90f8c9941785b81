// Propose another time (and spec §2's Reschedule, which leads to it): the lawyer's own free times
// in the shared slot picker, the new start sent, a time taken meanwhile answered with the next
// free ones, and all of it by keyboard (docs/decisions/0099-consultations-on-the-dashboards.md).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consultationUrls, slotsHandler, storedConsultation, TAKEN } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { consultationAt, openConsultations, useConsultationBackend } from './consultations-helpers';

useConsultationBackend();

const REQUEST = 'Tue, 15 Jan 2030, 09:00 GMT';
const VIDEO = 'Mon, 14 Jan 2030, 10:00 GMT';
// Vera's free times: two on Mon 21 Jan, one on Tue 22 Jan, and the video consultation's own
// start, which the list she loaded still offers
const FREE = ['2030-01-14T10:00:00Z', '2030-01-21T09:00:00Z', '2030-01-21T09:30:00Z', '2030-01-22T10:00:00Z'];

async function openPropose(label: string, when: string, name = 'Chloe') {
  server.use(slotsHandler(FREE));
  const utils = await openConsultations();
  await utils.userEvent.click(
    consultationAt(when).getByRole('button', { name: `${label}: ${name}, ${when}` }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Propose another time' }));
  await dialog.findByLabelText('Day');
  return { ...utils, dialog };
}

describe('Propose another time', () => {
  it("offers the lawyer's own free times of the consultation's type, and sends the one chosen", async () => {
    const sent = recordRequests();
    const { userEvent, dialog } = await openPropose('Propose another time', REQUEST);
    const slotsCall = sent.sent.find((r) => r.url.includes('/slots/'));
    const url = new URL(slotsCall!.url);
    expect(url.pathname).toBe('/api/lawyers/23/slots/');
    expect(url.searchParams.get('type')).toBe('phone');
    expect(url.searchParams.get('days')).toBe('28');
    expect(dialog.getByText(/keeps its length of 30 minutes/)).toBeInTheDocument();

    // nothing chosen yet
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));
    expect(dialog.getByText('Choose the new time.')).toBeInTheDocument();

    await userEvent.selectOptions(dialog.getByLabelText('Day'), 'Tue 22 Jan (1 time)');
    await userEvent.click(dialog.getByRole('radio', { name: '10:00 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));

    await expectNotification('New time proposed', 'Chloe is asked to accept Tue, 22 Jan 2030, 10:00 GMT.');
    expect((await sent.bodies()).find((r) => r.url === consultationUrls.act('701', 'propose'))?.body).toEqual(
      {
        startsAt: '2030-01-22T10:00:00Z',
      },
    );
    const moved = await waitFor(() => consultationAt('Tue, 22 Jan 2030, 10:00 GMT'));
    expect(moved.getByText('New time proposed')).toBeInTheDocument();
    expect(moved.getByText('Waiting for the client')).toBeInTheDocument();
    // the length is kept
    expect(storedConsultation('701')).toMatchObject({
      startsAt: '2030-01-22T10:00:00Z',
      endsAt: '2030-01-22T10:30:00Z',
    });
  });

  it('a time taken meanwhile says so and offers the next free times, and the dialog stays', async () => {
    const sent = recordRequests();
    const { userEvent, dialog } = await openPropose('Propose another time', REQUEST);
    await userEvent.selectOptions(dialog.getByLabelText('Day'), 'Mon 14 Jan (1 time)');
    await userEvent.click(dialog.getByRole('radio', { name: '10:00 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(`${TAKEN} These are the next free times.`);
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '11:00 GMT',
      '12:00 GMT',
      '13:00 GMT',
    ]);
    expect(dialog.getByRole('radio', { name: '11:00 GMT' })).not.toBeChecked();

    await userEvent.click(dialog.getByRole('radio', { name: '11:00 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));
    await expectNotification('New time proposed', 'Chloe is asked to accept Mon, 14 Jan 2030, 11:00 GMT.');
    const proposals = (await sent.bodies()).filter((r) => r.url === consultationUrls.act('701', 'propose'));
    expect(proposals.map((r) => r.body)).toEqual([
      { startsAt: '2030-01-14T10:00:00Z' },
      { startsAt: '2030-01-14T11:00:00Z' },
    ]);
  });

  it('Reschedule on a confirmed consultation proposes a new time, leaving out the current one', async () => {
    const { userEvent, dialog } = await openPropose('Reschedule', VIDEO, 'Chloe Client');
    expect(dialog.getByLabelText('Day')).toHaveDisplayValue('Mon 21 Jan (2 times)');
    expect(within(dialog.getByLabelText('Day')).queryByText(/14 Jan/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: '09:30 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Propose this time' }));
    await expectNotification(
      'New time proposed',
      'Chloe Client is asked to accept Mon, 21 Jan 2030, 09:30 GMT.',
    );
    expect(storedConsultation('703')?.status).toBe('proposed');
  });
});

describe('by keyboard', () => {
  it('confirms, reschedules and cancels with a reason without a pointer', async () => {
    server.use(slotsHandler(FREE));
    const sent = recordRequests();
    const { userEvent } = await openConsultations();

    consultationAt(REQUEST)
      .getByRole('button', { name: `Confirm: Chloe, ${REQUEST}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expectNotification('Consultation confirmed', 'Chloe is told the time is agreed.');

    // Reschedule: the trigger by Enter, the time by arrow keys, the call by Enter
    consultationAt(VIDEO)
      .getByRole('button', { name: `Reschedule: Chloe Client, ${VIDEO}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose another time' }));
    (await dialog.findByLabelText('Day')).focus();
    await userEvent.tab();
    expect(dialog.getByRole('radio', { name: '09:00 GMT' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '09:30 GMT' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expectNotification(
      'New time proposed',
      'Chloe Client is asked to accept Mon, 21 Jan 2030, 09:30 GMT.',
    );
    // the focus is back on the consultation, not lost to the page
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement?.tagName).toBe('H3');
    expect(document.activeElement).toHaveTextContent(/^Chloe/);

    // Cancel that proposal: the reason typed, the dialog's button reached by Tab and pressed by Enter
    const proposed = await waitFor(() => consultationAt('Mon, 21 Jan 2030, 09:30 GMT'));
    (await proposed.findByRole('button', { name: /^Cancel: Chloe/ })).focus();
    await userEvent.keyboard('{Enter}');
    const cancel = within(await screen.findByRole('dialog', { name: 'Cancel this consultation?' }));
    expect(cancel.getByLabelText('Reason')).toHaveFocus();
    await userEvent.keyboard('Something came up.');
    await userEvent.tab();
    await userEvent.tab();
    expect(cancel.getByRole('button', { name: 'Cancel consultation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectNotification('Consultation cancelled', 'Chloe is told your reason.');
    const bodies = await sent.bodies();
    expect(bodies.find((r) => r.url === consultationUrls.act('701', 'confirm'))?.body).toEqual({});
    expect(bodies.find((r) => r.url === consultationUrls.act('703', 'propose'))?.body).toEqual({
      startsAt: '2030-01-21T09:30:00Z',
    });
    expect(bodies.find((r) => r.url === consultationUrls.act('703', 'cancel'))?.body).toEqual({
      reason: 'Something came up.',
    });
  });
});
