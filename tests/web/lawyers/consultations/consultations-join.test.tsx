// Join Meeting's window on a confirmed video consultation (from 10 minutes before its start until
// its end), Mark completed once it has ended, and Add to calendar's .ics file
// (docs/decisions/0099-consultations-on-the-dashboards.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultationFixture } from '../../msw/consultation-fixtures';
import { consultationUrls, storedConsultation } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests, stubObjectUrls } from '../../support';
import {
  consultationOf,
  consultationsCard,
  openConsultations,
  useConsultationBackend,
} from './consultations-helpers';
import { onePage } from '../../msw/pages';

const MINUTE = 60_000;
const MEETING = 'https://meet.example.com/vera-verified';
/** an instant `minutes` from now, as the wire writes it */
const fromNow = (minutes: number) =>
  new Date(Date.now() + minutes * MINUTE).toISOString().replace(/\.\d{3}Z$/, 'Z');
const video = (id: string, startIn: number, length = 30) =>
  consultationFixture({
    id,
    type: 'video',
    status: 'confirmed',
    startsAt: fromNow(startIn),
    endsAt: fromNow(startIn + length),
    joinUrl: MEETING,
    client: { id: '11', name: id === 'soon' ? 'Sam Soon' : id === 'later' ? 'Lara Later' : 'Ed Ended' },
  });

useConsultationBackend(() => [video('ended', -60), video('soon', 5), video('later', 120)]);

const joinOf = (name: string) => consultationOf(name).getByRole('button', { name: /^Join Meeting/ });

describe('Join Meeting', () => {
  it('before 10 minutes ahead: does nothing and says when it opens', async () => {
    const { userEvent } = await openConsultations('Lara Later');
    const join = joinOf('Lara Later');
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveAccessibleDescription('Opens 10 minutes before the start.');
    expect(consultationOf('Lara Later').getByText('Opens 10 minutes before the start.')).toBeVisible();
    const open = vi.spyOn(window, 'open');
    await userEvent.click(join);
    expect(open).not.toHaveBeenCalled();
    expect(
      consultationOf('Lara Later').queryByRole('link', { name: /^Join Meeting/ }),
    ).not.toBeInTheDocument();
  });

  it('from 10 minutes before the start: a link to the meeting in a new tab', async () => {
    await openConsultations('Sam Soon');
    const link = consultationOf('Sam Soon').getByRole('link', {
      name: /^Join Meeting: Sam Soon, .* \(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', MEETING);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(
      consultationOf('Sam Soon').queryByRole('button', { name: /^Mark completed/ }),
    ).not.toBeInTheDocument();
  });

  it('opens by itself when the 10 minutes before the start begin, without a reload', async () => {
    server.use(
      http.get(consultationUrls.list, () =>
        HttpResponse.json(onePage([{ ...video('later', 0), startsAt: fromNow(10.03), endsAt: fromNow(40) }])),
      ),
    );
    await openConsultations('Lara Later');
    expect(joinOf('Lara Later')).toHaveAttribute('aria-disabled', 'true');
    // about two seconds later the window opens
    expect(
      await consultationOf('Lara Later').findByRole('link', { name: /^Join Meeting/ }, { timeout: 4000 }),
    ).toHaveAttribute('href', MEETING);
  });
});

describe('once the consultation has ended', () => {
  it('Join Meeting says it has ended, and Mark completed, once confirmed, completes it', async () => {
    const sent = recordRequests();
    const { userEvent } = await openConsultations('Ed Ended');
    expect(joinOf('Ed Ended')).toHaveAccessibleDescription('This consultation has ended.');
    await userEvent.click(
      consultationOf('Ed Ended').getByRole('button', { name: /^Mark completed: Ed Ended/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this consultation completed?' }));
    expect(dialog.getByText(/invited to review it\. This cannot be undone\./)).toBeInTheDocument();
    // not yet: nothing is sent
    await userEvent.click(dialog.getByRole('button', { name: 'Not yet' }));
    expect(sent.to(consultationUrls.act('ended', 'complete'))).toHaveLength(0);

    await userEvent.click(
      consultationOf('Ed Ended').getByRole('button', { name: /^Mark completed: Ed Ended/ }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark completed' }),
    );
    await expectNotification('Consultation completed', 'Ed Ended is invited to review it.');
    expect(
      (await sent.bodies()).find((r) => r.url === consultationUrls.act('ended', 'complete'))?.body,
    ).toEqual({});
    expect(storedConsultation('ended')?.status).toBe('completed');
    await waitFor(() => expect(consultationsCard().queryByText('Ed Ended')).not.toBeInTheDocument());
  });
});

describe('Add to calendar', () => {
  const urls = stubObjectUrls();
  const saved: { name: string; href: string }[] = [];
  afterEach(() => {
    saved.length = 0;
  });

  it('downloads the consultation as an .ics file', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const sent = recordRequests();
    const { userEvent } = await openConsultations('Sam Soon');
    await userEvent.click(
      consultationOf('Sam Soon').getByRole('button', { name: /^Add to calendar: Sam Soon/ }),
    );

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent.to(consultationUrls.calendar('soon'))).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^lawmatch-consultation-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(saved[0]!.href).toBe(urls.made[0]);
    expect(urls.made[0]).toMatch(/^blob:lawmatch\/1-text\/calendar/);
  });

  it('says why when the file could not be downloaded', async () => {
    server.use(
      http.get(consultationUrls.calendar('soon'), () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const { userEvent } = await openConsultations('Sam Soon');
    await userEvent.click(
      consultationOf('Sam Soon').getByRole('button', { name: /^Add to calendar: Sam Soon/ }),
    );
    expect(await consultationOf('Sam Soon').findByRole('alert')).toHaveTextContent(
      'The calendar file could not be downloaded. Not found.',
    );
  });
});

describe('a confirmed phone consultation', () => {
  it('has no Join Meeting', async () => {
    server.use(
      http.get(consultationUrls.list, () =>
        HttpResponse.json(
          onePage([{ ...video('later', 30), type: 'phone', joinUrl: null, phone: '07700 900123' }]),
        ),
      ),
    );
    await openConsultations('Lara Later');
    expect(
      consultationOf('Lara Later').queryByRole('button', { name: /^Join Meeting/ }),
    ).not.toBeInTheDocument();
    expect(consultationOf('Lara Later').getByRole('link', { name: '07700 900123' })).toBeInTheDocument();
  });
});
