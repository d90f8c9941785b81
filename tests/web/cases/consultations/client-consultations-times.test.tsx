import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file';
import { resetBooking } from '../../msw/booking-handlers';
import {
  consultationUrls,
  resetConsultations,
  storedConsultation,
  TAKEN,
} from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { findItem, openUpcoming, startingIn, upcomingCard } from './client-consultations-helpers';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

// The clock's part in the client's actions (docs/consultations.md, src/lib/join-window.ts).
beforeEach(() => {
  resetConsultations();
  resetBooking();
  vi.mocked(saveFile).mockClear();
});

const TOO_LATE = 'Less than 24 hours before the start: contact the lawyer to change it';

describe('the 24-hour limit', () => {
  it('disables Reschedule and Cancel consultation of a confirmed time less than 24 hours ahead, saying why', async () => {
    resetConsultations([
      startingIn(23 * 60, { id: '801', status: 'confirmed' }),
      startingIn(25 * 60, { id: '802', status: 'confirmed' }),
      startingIn(60, { id: '803', status: 'requested' }),
    ]);
    await openUpcoming();
    // soonest first
    const [request, soon, later] = await upcomingCard().findAllByRole('article');
    const near = within(soon!);
    for (const name of ['Reschedule', 'Cancel consultation']) {
      const button = near.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(TOO_LATE);
    }
    // a day ahead, or a request not yet agreed: still the client's to move or withdraw
    for (const item of [within(later!), within(request!)]) {
      expect(item.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
      expect(item.getByRole('button', { name: 'Cancel consultation' })).toBeEnabled();
      expect(item.queryByText(TOO_LATE)).not.toBeInTheDocument();
    }
  });
});

// as on the lawyer's list (docs/decisions/0099-consultations-on-the-dashboards.md): aria-disabled,
// not disabled, so the keyboard still reaches it and hears why; open, a link in a new tab
describe('Join Meeting', () => {
  const LINK = 'https://meet.example.com/vera-verified';
  const OPEN_LINK = 'Join Meeting (opens in a new tab)';

  it.each([
    ['a confirmed call in two hours', 120, 'confirmed', 'Opens 10 minutes before the start.'],
    ['a request', 5, 'requested', 'Opens once the lawyer confirms.'],
    ['a call that has ended', -40, 'confirmed', 'This consultation has ended.'],
  ])('does nothing for %s, and says why', async (_, minutes, status, reason) => {
    resetConsultations([
      startingIn(minutes, { id: '811', type: 'video', status: status as 'confirmed', joinUrl: LINK }),
    ]);
    const { userEvent } = await openUpcoming();
    const item = within(await upcomingCard().findByRole('article'));
    const join = item.getByRole('button', { name: 'Join Meeting' });
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveAccessibleDescription(reason);
    expect(item.getByText(reason)).toBeVisible();
    const open = vi.spyOn(window, 'open');
    await userEvent.click(join);
    expect(open).not.toHaveBeenCalled();
    expect(item.queryByRole('link', { name: /^Join Meeting/ })).not.toBeInTheDocument();
  });

  it('keeps the keyboard focus while it waits, so its reason is heard', async () => {
    resetConsultations([startingIn(120, { id: '815', type: 'video', status: 'confirmed', joinUrl: LINK })]);
    const { userEvent } = await openUpcoming();
    const item = within(await upcomingCard().findByRole('article'));
    const join = item.getByRole('button', { name: 'Join Meeting' });
    join.focus();
    expect(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(join).toHaveFocus();
    expect(item.queryByRole('link', { name: /^Join Meeting/ })).not.toBeInTheDocument();
  });

  it('opens the meeting in a new tab from 10 minutes before a confirmed start', async () => {
    resetConsultations([startingIn(5, { id: '812', type: 'video', status: 'confirmed', joinUrl: LINK })]);
    await openUpcoming();
    const item = within(await upcomingCard().findByRole('article'));
    const link = item.getByRole('link', { name: OPEN_LINK });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('opens by itself when the time comes, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      resetConsultations([
        startingIn(10.5, { id: '813', type: 'video', status: 'confirmed', joinUrl: LINK }),
      ]);
      await openUpcoming();
      const item = within(await upcomingCard().findByRole('article'));
      expect(item.getByRole('button', { name: 'Join Meeting' })).toHaveAttribute('aria-disabled', 'true');

      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(item.getByRole('link', { name: OPEN_LINK })).toHaveAttribute('href', LINK);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not offered for a phone or in-person consultation', async () => {
    resetConsultations([startingIn(5, { id: '814', type: 'phone', status: 'confirmed' })]);
    await openUpcoming();
    const item = within(await upcomingCard().findByRole('article'));
    expect(item.queryByRole('button', { name: 'Join Meeting' })).not.toBeInTheDocument();
    expect(item.queryByRole('link', { name: /^Join Meeting/ })).not.toBeInTheDocument();
  });
});

describe('Add to calendar', () => {
  it('downloads the .ics file named by its London date', async () => {
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Video call · Mon, 14 Jan 2030/);
    await userEvent.click(item.getByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('lawmatch-consultation-2030-01-14.ics');
    expect(await file.text()).toContain('UID:consultation-703@lawmatch');
  });

  it('says when the file could not be downloaded', async () => {
    server.use(
      http.get(consultationUrls.calendar('703'), () =>
        HttpResponse.json({ detail: 'Nope' }, { status: 500 }),
      ),
    );
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Video call · Mon, 14 Jan 2030/);
    await userEvent.click(item.getByRole('button', { name: 'Add to calendar' }));
    expect(await item.findByRole('alert')).toHaveTextContent('The calendar file could not be downloaded.');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('Reschedule', () => {
  it("asks for one of the lawyer's free times; a time taken meanwhile offers the next ones", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2029-12-31T10:00:00Z') });
    try {
      const user = userEventLib.setup();
      await openUpcoming();
      const requests = recordRequests();
      const item = await findItem(/Phone call · Tue, 15 Jan 2030/);
      await user.click(item.getByRole('button', { name: 'Reschedule' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule your consultation' }));
      const times = within(await dialog.findByRole('group', { name: 'Start time (London time)' }));
      // the lawyer's times for this type of consultation
      expect(
        requests.sent.some((r) => r.url.includes('/lawyers/23/slots/') && r.url.includes('type=phone')),
      ).toBe(true);

      server.use(
        http.post(consultationUrls.act('701', 'reschedule'), () =>
          HttpResponse.json({ detail: TAKEN, nextSlots: ['2030-01-03T14:00:00Z'] }, { status: 409 }),
        ),
      );
      await user.click(times.getAllByRole('radio')[0]!);
      await user.click(dialog.getByRole('button', { name: 'Request new time' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(TAKEN);
      server.resetHandlers();

      await user.click(dialog.getByRole('radio', { name: '14:00 GMT' }));
      await user.click(dialog.getByRole('button', { name: 'Request new time' }));
      await expectNotification(
        'New time requested',
        'Thu, 3 Jan 2030, 14:00 GMT with Vera Verified, who will confirm it.',
      );
      expect(storedConsultation('701')).toMatchObject({
        startsAt: '2030-01-03T14:00:00Z',
        status: 'requested',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
