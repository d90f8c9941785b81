import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBooking } from '../../msw/booking-handlers';
import { storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { consultationUrls, resetConsultations, storedConsultation } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { expectNotification } from '../../support';
import { openCase, section } from '../cases/case-page-helpers';
import { findItem, openUpcoming, startingIn, upcomingCard } from './client-consultations-helpers';

// The lawyer's cancellation policy and no-shows on the client's side
// (docs/decisions/0129-cancellation-policy-and-no-shows.md).
beforeEach(() => {
  resetConsultations();
  resetBooking();
});

const HOUR = 60;
const LONDON = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});
/** 'Free to cancel until Wednesday 2 December, 10:00 GMT', worked out apart from the page's helper */
function freeUntil(startsAt: string, hours: number) {
  const parts = LONDON.formatToParts(new Date(Date.parse(startsAt) - hours * 3_600_000));
  const p = (type: string) => parts.find((x) => x.type === type)?.value;
  return `Free to cancel until ${p('weekday')} ${p('day')} ${p('month')}, ${p('hour')}:${p('minute')} ${p('timeZoneName')}`;
}

describe("the lawyer's policy", () => {
  it('says until when the client may cancel, and after it disables Cancel and Reschedule, saying why', async () => {
    const later = startingIn(72 * HOUR, { id: '811', status: 'confirmed', freeUntilHours: 48 });
    resetConsultations([
      startingIn(30 * HOUR, { id: '810', status: 'confirmed', freeUntilHours: 48 }),
      later,
    ]);
    await openUpcoming();
    const [soon, far] = await upcomingCard().findAllByRole('article');
    const near = within(soon!);
    const late = 'Less than 48 hours before the start: contact the lawyer to change it';
    for (const name of ['Reschedule', 'Cancel consultation']) {
      const button = near.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(late);
    }
    const ahead = within(far!);
    expect(ahead.getByText(freeUntil(later.startsAt, 48))).toBeInTheDocument();
    expect(ahead.getByRole('button', { name: 'Cancel consultation' })).toBeEnabled();
    expect(ahead.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    await expectNoAxeViolations();
  });
});

describe('Report did not attend', () => {
  it('is offered only from 10 minutes after the start, asks to confirm, and sends the note', async () => {
    resetConsultations([
      startingIn(-20, { id: '820', status: 'confirmed' }),
      startingIn(-5, { id: '821', status: 'confirmed', type: 'video' }),
    ]);
    const { userEvent } = await openUpcoming();
    const [started, justStarted] = await upcomingCard().findAllByRole('article');
    expect(
      within(justStarted!).queryByRole('button', { name: 'Report did not attend' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(started!).getByRole('button', { name: 'Report did not attend' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Report that the lawyer did not attend?' }),
    );
    await expectNoAxeViolations();
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Nobody called.');
    await userEvent.click(dialog.getByRole('button', { name: 'Report did not attend' }));
    await expectNotification('Reported: did not attend', 'Vera Verified is told.');
    expect(storedConsultation('820')).toMatchObject({
      status: 'no_show',
      noShowBy: 'lawyer',
      reason: 'Nobody called.',
    });
    await waitFor(() => expect(upcomingCard().getAllByRole('article')).toHaveLength(1));
  });

  it('keeps the note when the report fails', async () => {
    resetConsultations([startingIn(-20, { id: '822', status: 'confirmed' })]);
    server.use(http.post(consultationUrls.act('822', 'no-show'), () => HttpResponse.error()));
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Vera Verified/);
    await userEvent.click(item.getByRole('button', { name: 'Report did not attend' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Waited 20 minutes.');
    await userEvent.click(dialog.getByRole('button', { name: 'Report did not attend' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The report was not sent.');
    expect(dialog.getByLabelText('Note (optional)')).toHaveValue('Waited 20 minutes.');
  });

  it('is taken away where the backend has no such call (404)', async () => {
    resetConsultations([startingIn(-20, { id: '823', status: 'confirmed' })]);
    server.use(
      http.post(consultationUrls.act('823', 'no-show'), () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Vera Verified/);
    await userEvent.click(item.getByRole('button', { name: 'Report did not attend' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Report did not attend' }));
    await waitFor(() =>
      expect(item.queryByRole('button', { name: 'Report did not attend' })).not.toBeInTheDocument(),
    );
    // the spec's actions stay
    expect(item.getByRole('button', { name: 'Cancel consultation' })).toBeInTheDocument();
  });
});

describe('a consultation reported as not attended', () => {
  it("shows 'Did not attend' with who, on the case's page", async () => {
    const reported = startingIn(-3 * HOUR, {
      id: '830',
      caseId: '1',
      status: 'no_show',
      noShowBy: 'client',
      reason: 'Waited 20 minutes.',
    });
    resetCases([storedCase({ id: 1, consultations: [reported] })]);
    resetConsultations([reported]);
    await openCase();
    const item = within(await section('Consultations').findByRole('article', { name: /^Vera Verified/ }));
    expect(item.getByText('Did not attend')).toBeInTheDocument();
    expect(item.getByText('The client did not attend: Waited 20 minutes.')).toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });
});
