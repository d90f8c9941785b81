// The booking settings page (/availability): the settings as kept (the defaults until saved),
// changed and saved with PUT, by mouse and by keyboard alone
// (docs/decisions/0097-availability-settings-screen.md).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNotification } from '../../support';
import {
  day,
  findForm,
  openSettings,
  saveButton,
  useFreshSettings,
  WEEKDAY_DEFAULTS,
} from './availability-settings-helpers';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';

useFreshSettings();

describe('the booking settings page', () => {
  it('shows the defaults when nothing is saved: weekdays 09:00–17:00, 30 minutes, 24 hours, 28 days', async () => {
    await openSettings();
    const form = await findForm();

    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(day(name)).toBeChecked();
      expect(form.getByLabelText(`${name} from`)).toHaveValue('09:00');
      expect(form.getByLabelText(`${name} to`)).toHaveValue('17:00');
    }
    for (const name of ['Saturday', 'Sunday']) {
      expect(day(name)).not.toBeChecked();
      expect(form.queryByLabelText(`${name} from`)).not.toBeInTheDocument();
    }
    expect(form.getAllByText('Closed: no consultations')).toHaveLength(2);
    expect(
      form.getByText(/All times are UK time \(Europe\/London: GMT in winter, BST in summer\)/),
    ).toBeVisible();
    expect(form.getByLabelText('Consultation length')).toHaveDisplayValue('30 minutes');
    expect(form.getByLabelText('Break after each consultation (minutes)')).toHaveValue(0);
    expect(form.getByLabelText('Minimum notice (hours)')).toHaveValue(24);
    expect(form.getByLabelText('How far ahead clients can book (days)')).toHaveValue(28);
    expect(form.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Video' })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'In person' })).not.toBeChecked();
    expect(form.queryByLabelText('Meeting link for video consultations')).not.toBeInTheDocument();
    expect(form.getByText('No dates blocked.')).toBeInTheDocument();
  });

  it('saves changed hours, length, rules, types and days off with PUT, and keeps them', async () => {
    const { userEvent, puts, unmount } = await openSettings();
    const form = await findForm();

    const mondayFrom = form.getByLabelText('Monday from');
    await userEvent.clear(mondayFrom);
    await userEvent.type(mondayFrom, '10:00');
    // more hours on Monday: the hour after the last ones, and the focus goes to them
    await userEvent.click(form.getByRole('button', { name: 'Add hours on Monday' }));
    expect(form.getByLabelText('Monday, hours 2 from')).toHaveValue('17:00');
    expect(form.getByLabelText('Monday, hours 2 from')).toHaveFocus();
    expect(form.getByLabelText('Monday, hours 2 to')).toHaveValue('18:00');
    // Tuesday gets a second stretch, then loses it again
    await userEvent.click(form.getByRole('button', { name: 'Add hours on Tuesday' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove Tuesday, hours 2: 17:00 to 18:00' }));
    expect(form.queryByLabelText('Tuesday, hours 2 from')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Add hours on Tuesday' })).toHaveFocus();
    await userEvent.click(day('Wednesday'));
    await userEvent.click(day('Saturday'));
    const saturdayTo = form.getByLabelText('Saturday to');
    expect(saturdayTo).toHaveValue('17:00');
    await userEvent.clear(saturdayTo);
    await userEvent.type(saturdayTo, '13:00');

    await userEvent.selectOptions(form.getByLabelText('Consultation length'), '45 minutes');
    for (const [label, value] of [
      ['Break after each consultation (minutes)', '15'],
      ['Minimum notice (hours)', '48'],
      ['How far ahead clients can book (days)', '60'],
    ] as const) {
      await userEvent.clear(form.getByLabelText(label));
      await userEvent.type(form.getByLabelText(label), value);
    }
    await userEvent.click(form.getByRole('checkbox', { name: 'Video' }));
    await userEvent.type(
      form.getByLabelText('Meeting link for video consultations'),
      'https://meet.example.com/vera',
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'In person' }));
    await userEvent.type(
      form.getByLabelText('Office address for in-person consultations'),
      '1 Chancery Lane, London',
    );
    await userEvent.type(form.getByLabelText('Date to block'), '2099-12-25');
    await userEvent.click(form.getByRole('button', { name: 'Block date' }));
    await userEvent.type(form.getByLabelText('Date to block'), '2099-01-01');
    await userEvent.click(form.getByRole('button', { name: 'Block date' }));
    await userEvent.click(form.getByRole('button', { name: 'Unblock Thursday, 1 January 2099' }));
    expect(form.getByLabelText('Date to block')).toHaveFocus();
    expect(
      within(form.getByRole('list', { name: 'Blocked dates' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Friday, 25 December 2099']);

    await userEvent.click(saveButton());
    await expectNotification('Booking settings saved', 'Clients can book the times you set.');
    expect(form.getByRole('status')).toHaveTextContent('Your booking settings are saved.');
    // every setting but the switch, which the dashboard owns
    expect(await puts()).toEqual([
      {
        weekly: [
          { day: 1, start: '10:00', end: '17:00' },
          { day: 1, start: '17:00', end: '18:00' },
          { day: 2, start: '09:00', end: '17:00' },
          { day: 4, start: '09:00', end: '17:00' },
          { day: 5, start: '09:00', end: '17:00' },
          { day: 6, start: '09:00', end: '13:00' },
        ],
        durationMinutes: 45,
        bufferMinutes: 15,
        minNoticeHours: 48,
        horizonDays: 60,
        types: ['video', 'phone', 'in_person'],
        blockedDates: ['2099-12-25'],
        openOnBankHolidays: false,
        meetingUrl: 'https://meet.example.com/vera',
        officeAddress: '1 Chancery Lane, London',
        cancellationPolicy: { freeUntilHours: 24 },
      },
    ]);

    // another visit shows them as kept
    unmount();
    await openSettings();
    const again = await findForm();
    expect(again.getByLabelText('Monday, hours 1 from')).toHaveValue('10:00');
    expect(again.getByLabelText('Monday, hours 2 to')).toHaveValue('18:00');
    expect(day('Wednesday')).not.toBeChecked();
    expect(again.getByLabelText('Saturday to')).toHaveValue('13:00');
    expect(again.getByLabelText('Consultation length')).toHaveDisplayValue('45 minutes');
    expect(again.getByLabelText('Meeting link for video consultations')).toHaveValue(
      'https://meet.example.com/vera',
    );
    expect(again.getByText('Friday, 25 December 2099')).toBeInTheDocument();
  });

  it('a window to midnight is sent as 24:00 and shown ending 00:00', async () => {
    const { userEvent, puts } = await openSettings();
    const form = await findForm();
    await userEvent.click(day('Sunday'));
    await userEvent.clear(form.getByLabelText('Sunday from'));
    await userEvent.type(form.getByLabelText('Sunday from'), '18:00');
    await userEvent.clear(form.getByLabelText('Sunday to'));
    await userEvent.type(form.getByLabelText('Sunday to'), '00:00');
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    const [body] = (await puts()) as { weekly: unknown[] }[];
    expect(body?.weekly).toEqual([...WEEKDAY_DEFAULTS, { day: 7, start: '18:00', end: '24:00' }]);
    expect(await screen.findByText('Your booking settings are saved.')).toBeInTheDocument();
    expect(form.getByLabelText('Sunday to')).toHaveValue('00:00');
  });

  it('is saved by keyboard alone: Tab to a setting, type, Space on a day, Enter on Save', async () => {
    const { userEvent, puts } = await openSettings();
    await findForm();
    const notice = screen.getByLabelText('Minimum notice (hours)');
    const tabTo = async (target: HTMLElement) => {
      for (let i = 0; i < 80 && document.activeElement !== target; i++) await userEvent.tab();
      expect(target).toHaveFocus();
    };

    await tabTo(day('Saturday'));
    await userEvent.keyboard(' ');
    expect(day('Saturday')).toBeChecked();
    await tabTo(notice);
    await userEvent.keyboard('{Backspace}{Backspace}12');
    await tabTo(saveButton());
    await userEvent.keyboard('{Enter}');

    await expectNotification('Booking settings saved', 'Clients can book the times you set.');
    expect(await puts()).toEqual([
      expect.objectContaining({
        weekly: [...WEEKDAY_DEFAULTS, { day: 6, start: '09:00', end: '17:00' }],
        minNoticeHours: 12,
        durationMinutes: 30,
      }),
    ]);
  });

  it('opens from the dashboard availability card', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    await userEvent.click(await screen.findByRole('link', { name: 'Booking settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking settings' })).toBeInTheDocument();
    expect(await findForm()).toBeTruthy();
    expect(document.title).toBe('Booking settings — LawMatch');
  });
});
