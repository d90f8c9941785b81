// A lawyer whose verification lapsed can agree to no time until verified again (docs/consultations.md):
// the client is told beside a request or a proposal of theirs and offered only to end it, and a
// refusal of the server says its reason.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  consultationFixture,
  consultationUrls,
  resetConsultations,
  storedConsultation,
} from '../../msw/consultation-handlers';
import { accounts } from '../../msw/fixtures';
import { server } from '../../msw/server';
import { findItem, openUpcoming } from './client-consultations-helpers';

const VERA = accounts['verified@example.com']!;
const LAPSED = { id: VERA.id, name: VERA.name, lapsed: true };
const NOTE =
  "This lawyer's verification has lapsed: they cannot confirm or agree a time until they are verified again.";

beforeEach(() =>
  resetConsultations([
    consultationFixture({ id: '901', lawyer: LAPSED }),
    consultationFixture({
      id: '902',
      lawyer: LAPSED,
      type: 'video',
      status: 'proposed',
      startsAt: '2030-07-18T14:00:00Z',
      endsAt: '2030-07-18T14:30:00Z',
    }),
    consultationFixture({
      id: '903',
      lawyer: LAPSED,
      type: 'in_person',
      status: 'confirmed',
      startsAt: '2030-08-01T09:00:00Z',
      endsAt: '2030-08-01T09:30:00Z',
    }),
  ]),
);

describe('a consultation with a lawyer whose verification lapsed', () => {
  it('a request says so, and offers Cancel, not Reschedule', async () => {
    await openUpcoming();
    const request = await findItem(/Phone call · Tue, 15 Jan 2030/);
    expect(request.getByText(`${NOTE} You can cancel the request.`)).toBeInTheDocument();
    expect(request.queryByText('Waiting for Vera Verified to confirm.')).not.toBeInTheDocument();
    expect(request.getByRole('button', { name: 'Cancel consultation' })).toBeInTheDocument();
    expect(request.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('a proposed time says so, and offers Decline, not Accept', async () => {
    await openUpcoming();
    const proposal = await findItem(/Video call · Thu, 18 Jul 2030/);
    expect(proposal.getByText(`${NOTE} You can decline the new time.`)).toBeInTheDocument();
    expect(proposal.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(proposal.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(proposal.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('a time already agreed keeps its actions and says nothing of it', async () => {
    await openUpcoming();
    const agreed = await findItem(/In person · Thu, 1 Aug 2030/);
    expect(agreed.queryByText(new RegExp(NOTE.slice(0, 30)))).not.toBeInTheDocument();
    expect(agreed.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });

  it('an Accept refused because the lawyer lapsed meanwhile (409) says the server’s reason', async () => {
    const reason = "Vera Verified's verification has lapsed: they cannot agree a time until verified again.";
    resetConsultations([
      consultationFixture({
        id: '904',
        status: 'proposed',
        startsAt: '2030-07-18T14:00:00Z',
        endsAt: '2030-07-18T14:30:00Z',
      }),
    ]);
    server.use(
      http.post(consultationUrls.act('904', 'accept'), () =>
        HttpResponse.json({ detail: reason }, { status: 409 }),
      ),
    );
    const { userEvent } = await openUpcoming();
    const proposal = await findItem(/Phone call · Thu, 18 Jul 2030/);
    await userEvent.click(proposal.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The new time could not be accepted. ${reason}`,
    );
    expect(storedConsultation('904')?.status).toBe('proposed');
  });
});
