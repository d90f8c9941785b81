// The lawyer's actions on a consultation by its state (docs/consultations.md): each sends its call
// with its body, says so, and the list and the figures load again; decline and cancel need a
// reason; a refusal says the server's reason and keeps what was typed
// (docs/decisions/0099-consultations-on-the-dashboards.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultationUrls, storedConsultation } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import {
  consultationAt,
  consultationsCard,
  openConsultations,
  useConsultationBackend,
} from './consultations-helpers';
import { leadUrls } from '../lead-handlers';

useConsultationBackend();

const REQUEST = 'Tue, 15 Jan 2030, 09:00 GMT';
const VIDEO = 'Mon, 14 Jan 2030, 10:00 GMT';
const PROPOSAL = 'Thu, 18 Jul 2030, 15:00 BST';
const listCalls = (sent: ReturnType<typeof recordRequests>) =>
  sent.to(`${consultationUrls.list}?when=upcoming`).length;

describe('a request', () => {
  it('offers Confirm, Propose another time, Decline and Add to calendar', async () => {
    await openConsultations();
    const item = consultationAt(REQUEST);
    for (const label of ['Confirm', 'Propose another time', 'Decline', 'Add to calendar'])
      expect(item.getByRole('button', { name: `${label}: Chloe, ${REQUEST}` })).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: /^Join Meeting/ })).not.toBeInTheDocument();
  });

  it('Confirm sends confirm/, says so, and the list and the figures load again', async () => {
    const sent = recordRequests();
    const { userEvent } = await openConsultations();
    const before = { list: listCalls(sent), stats: sent.to(leadUrls.stats).length };

    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Confirm: Chloe, ${REQUEST}` }),
    );
    await expectNotification('Consultation confirmed', 'Chloe is told the time is agreed.');
    const bodies = await sent.bodies();
    expect(bodies.filter((r) => r.url === consultationUrls.act('701', 'confirm'))).toEqual([
      { method: 'POST', url: consultationUrls.act('701', 'confirm'), body: {} },
    ]);
    await waitFor(() => expect(listCalls(sent)).toBeGreaterThan(before.list));
    expect(sent.to(leadUrls.stats).length).toBeGreaterThan(before.stats);
    // now confirmed, with the client's full name and the number to call
    const confirmed = await waitFor(() => consultationAt(REQUEST));
    expect(await confirmed.findByText('Confirmed')).toBeInTheDocument();
    expect(confirmed.getByRole('heading', { level: 3 })).toHaveTextContent('Chloe Client');
    expect(confirmed.getByRole('link', { name: '07700 900123' })).toBeInTheDocument();
    expect(storedConsultation('701')?.status).toBe('confirmed');
  });

  it('Decline needs a reason, sends it, and the request leaves the list', async () => {
    const sent = recordRequests();
    const { userEvent } = await openConsultations();
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Decline: Chloe, ${REQUEST}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(/Enter a reason\./);
    await userEvent.click(dialog.getByLabelText('Reason'));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(
      /Keep this to 500 characters or fewer\./,
    );
    expect(sent.to(consultationUrls.act('701', 'decline'))).toHaveLength(0);

    await userEvent.clear(dialog.getByLabelText('Reason'));
    await userEvent.type(dialog.getByLabelText('Reason'), 'I do not handle relocation cases.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await expectNotification('Request declined', 'Chloe is told your reason.');
    expect((await sent.bodies()).find((r) => r.url === consultationUrls.act('701', 'decline'))?.body).toEqual(
      {
        reason: 'I do not handle relocation cases.',
      },
    );
    await waitFor(() =>
      expect(consultationsCard().queryByText(REQUEST, { exact: false })).not.toBeInTheDocument(),
    );
    expect(storedConsultation('701')).toMatchObject({ status: 'declined', closedBy: 'lawyer' });
  });

  it("a refusal says the server's reason in the dialog and keeps the reason typed", async () => {
    server.use(
      http.post(consultationUrls.act('701', 'decline'), () =>
        HttpResponse.json(
          { detail: 'Only a requested consultation can be declined; this one is cancelled.' },
          { status: 409 },
        ),
      ),
    );
    const { userEvent } = await openConsultations();
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Decline: Chloe, ${REQUEST}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Fully booked this month.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only a requested consultation can be declined; this one is cancelled.',
    );
    expect(dialog.getByLabelText('Reason')).toHaveValue('Fully booked this month.');
    // closed and opened again, the reason is still there
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Decline: Chloe, ${REQUEST}` }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    expect(again.getByLabelText('Reason')).toHaveValue('Fully booked this month.');
  });

  it("a refused Confirm says the server's reason beside the consultation", async () => {
    server.use(
      http.post(consultationUrls.act('701', 'confirm'), () =>
        HttpResponse.json({ detail: 'Only the lawyer can confirm a consultation.' }, { status: 403 }),
      ),
    );
    const { userEvent } = await openConsultations();
    await userEvent.click(
      consultationAt(REQUEST).getByRole('button', { name: `Confirm: Chloe, ${REQUEST}` }),
    );
    expect(await consultationAt(REQUEST).findByRole('alert')).toHaveTextContent(
      'The consultation was not confirmed. Only the lawyer can confirm a consultation.',
    );
  });
});

describe('a proposed time', () => {
  it('says it waits for the client, and offers Propose again and Cancel', async () => {
    await openConsultations();
    const item = consultationAt(PROPOSAL);
    expect(item.getByText('Waiting for the client')).toBeInTheDocument();
    expect(item.getByRole('button', { name: `Propose again: Chloe, ${PROPOSAL}` })).toBeInTheDocument();
    expect(item.getByRole('button', { name: `Cancel: Chloe, ${PROPOSAL}` })).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });
});

describe('a confirmed consultation', () => {
  it('Cancel needs a reason, sends it, and the consultation leaves the list', async () => {
    const sent = recordRequests();
    const { userEvent } = await openConsultations();
    const name = `Cancel: Chloe Client, ${VIDEO}`;
    await userEvent.click(consultationAt(VIDEO).getByRole('button', { name }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this consultation?' }));
    expect(dialog.getByText(/This cannot be undone\./)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel consultation' }));
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(dialog.getByLabelText('Reason'), 'I am unwell.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel consultation' }));
    await expectNotification('Consultation cancelled', 'Chloe Client is told your reason.');
    expect((await sent.bodies()).find((r) => r.url === consultationUrls.act('703', 'cancel'))?.body).toEqual({
      reason: 'I am unwell.',
    });
    await waitFor(() =>
      expect(consultationsCard().queryByText(VIDEO, { exact: false })).not.toBeInTheDocument(),
    );
    // the focus is not lost to the page: it is back on the list's heading
    expect(screen.getByRole('heading', { name: 'Upcoming Consultations' })).toHaveFocus();
  });
});
