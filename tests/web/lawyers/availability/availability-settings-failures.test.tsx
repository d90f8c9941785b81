// The booking settings page when something is wrong: a check the contract makes before anything is
// sent, a server's refusal by field, a failure of the call, a backend without the settings, and a
// lawyer who is not verified yet (docs/decisions/0097-availability-settings-screen.md).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/api/booking-contract';
import { server } from '../../msw/server';
import {
  availabilityUrl,
  day,
  findForm,
  messageOf,
  openSettings,
  saveButton,
  useFreshSettings,
} from './availability-settings-helpers';
import { unverifiedLawyer } from '../lawyer-helpers';

useFreshSettings();

describe('before anything is sent', () => {
  it('video without a meeting link: the message beside the link, the focus on it, no PUT', async () => {
    const { userEvent, puts } = await openSettings();
    const form = await findForm();
    await userEvent.click(form.getByRole('checkbox', { name: 'Video' }));
    await userEvent.click(saveButton());

    const link = form.getByLabelText('Meeting link for video consultations');
    await waitFor(() => expect(link).toHaveFocus());
    expect(messageOf(link)).toContain('Add your https meeting link to offer video consultations.');
    await userEvent.type(link, 'http://meet.example.com/vera');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(messageOf(link)).toContain('Enter a valid https link, such as https://meet.example.com/room.'),
    );
    expect(await puts()).toEqual([]);
  });

  it('settings kept that the rules of a change refuse still open, and Save says what to change', async () => {
    // an http link, kept before the rule or by another backend: the page reads each setting's type
    // and leaves the rules to the form's check (docs/decisions/0159-settings-read-by-their-types.md)
    server.use(
      http.get(availabilityUrl, () =>
        HttpResponse.json({
          ...defaultAvailability(),
          types: ['video'],
          meetingUrl: 'http://meet.example.com/vera',
        }),
      ),
    );
    const { userEvent, puts } = await openSettings();
    const form = await findForm();
    const link = form.getByLabelText('Meeting link for video consultations');
    expect(link).toHaveValue('http://meet.example.com/vera');

    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(messageOf(link)).toContain('Enter a valid https link, such as https://meet.example.com/room.'),
    );
    expect(await puts()).toEqual([]);
  });

  it('hours that end before they start, or overlap, are marked on their own times', async () => {
    const { userEvent, puts } = await openSettings();
    const form = await findForm();
    const tuesdayTo = form.getByLabelText('Tuesday to');
    await userEvent.clear(tuesdayTo);
    await userEvent.type(tuesdayTo, '08:00');
    await userEvent.click(form.getByRole('button', { name: 'Add hours on Thursday' }));
    const second = form.getByLabelText('Thursday, hours 2 from');
    await userEvent.clear(second);
    await userEvent.type(second, '16:00');
    // an empty number is no number, not 0
    await userEvent.clear(form.getByLabelText('Minimum notice (hours)'));
    await userEvent.click(saveButton());

    await waitFor(() => expect(tuesdayTo).toHaveFocus());
    expect(messageOf(tuesdayTo)).toContain('The end time must be after the start time.');
    expect(messageOf(form.getByLabelText('Minimum notice (hours)'))).toContain(
      'A valid integer is required.',
    );
    // the rules between settings are told at once too
    expect(messageOf(second)).toContain('This window overlaps another one on the same day.');
    expect(await puts()).toEqual([]);
  });
});

describe('when the save fails', () => {
  it("a 400's messages appear beside their fields, and everything typed stays", async () => {
    server.use(
      http.put(
        availabilityUrl,
        () =>
          HttpResponse.json(
            {
              // the second window sent is Tuesday's
              'weekly.1.start': ['This window overlaps another one on the same day.'],
              officeAddress: ['Ensure this field has no more than 300 characters.'],
              timeZone: ['Only Europe/London is supported.'],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { userEvent, puts } = await openSettings();
    const form = await findForm();
    await userEvent.clear(form.getByLabelText('Monday from'));
    await userEvent.type(form.getByLabelText('Monday from'), '08:30');
    await userEvent.click(form.getByRole('checkbox', { name: 'In person' }));
    await userEvent.type(
      form.getByLabelText('Office address for in-person consultations'),
      '1 Chancery Lane',
    );
    await userEvent.click(saveButton());

    const tuesdayFrom = form.getByLabelText('Tuesday from');
    await waitFor(() => expect(tuesdayFrom).toHaveFocus());
    expect(messageOf(tuesdayFrom)).toContain('This window overlaps another one on the same day.');
    expect(messageOf(form.getByLabelText('Office address for in-person consultations'))).toContain(
      'Keep this to 300 characters or fewer.',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your settings were not saved.');
    expect(alert).toHaveTextContent('Check the messages beside the settings above.');
    // a message for no field of the form is told in the alert
    expect(alert).toHaveTextContent('Only Europe/London is supported.');
    expect(form.getByLabelText('Monday from')).toHaveValue('08:30');
    expect(form.getByLabelText('Office address for in-person consultations')).toHaveValue('1 Chancery Lane');
    expect(screen.queryByText('Your booking settings are saved.')).not.toBeInTheDocument();

    // sent again as it stands, it is kept
    await userEvent.click(saveButton());
    expect(await screen.findByText('Your booking settings are saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await puts()).toHaveLength(2);
  });

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      'The server had a problem (500). Please try again.',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'Could not reach the server. Check your connection and try again.',
    ],
  ])('%s is told, and everything typed stays', async (_name, respond, reason) => {
    server.use(http.put(availabilityUrl, respond, { once: true }));
    const { userEvent } = await openSettings();
    const form = await findForm();
    await userEvent.click(day('Sunday'));
    await userEvent.selectOptions(form.getByLabelText('Consultation length'), '1 hour');
    await userEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your settings were not saved.');
    expect(alert).toHaveTextContent(reason);
    expect(day('Sunday')).toBeChecked();
    expect(form.getByLabelText('Sunday from')).toHaveValue('09:00');
    expect(form.getByLabelText('Consultation length')).toHaveDisplayValue('1 hour');
  });
});

describe('the page itself', () => {
  it('says the settings are not available on a server without them (404), with no form', async () => {
    server.use(http.get(availabilityUrl, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await openSettings();
    expect(await screen.findByText('Booking settings are not available on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/lawyer-dashboard');
  });

  it('says when the settings could not be loaded, and Try again loads them', async () => {
    // the page's query tries once more by itself before it tells
    server.use(http.get(availabilityUrl, () => HttpResponse.json({}, { status: 503 })));
    const { userEvent } = await openSettings();
    expect(await screen.findByText('Could not load your booking settings.')).toBeInTheDocument();
    expect(screen.getByText('The server had a problem (503). Please try again.')).toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await findForm();
    expect(form.getByLabelText('Monday from')).toHaveValue('09:00');
  });

  it.each([
    ['a duration as text', { durationMinutes: '30' }],
    ['a kind of consultation it does not know', { types: ['fax'] }],
    ['no weekly hours', { weekly: undefined }],
  ])('an answer with %s is not read as settings: it says so, with no form', async (_, change) => {
    // the page reads its answer by hand, each field by its type
    // (docs/decisions/0160-first-answers-read-by-hand.md)
    server.use(http.get(availabilityUrl, () => HttpResponse.json({ ...defaultAvailability(), ...change })));
    await openSettings();
    expect(await screen.findByText('Could not load your booking settings.')).toBeInTheDocument();
    expect(
      screen.getByText('The server sent a response that could not be read. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells a lawyer who is not verified why, with a link to the profile, and asks for nothing', async () => {
    const { puts } = await openSettings(unverifiedLawyer);
    expect(screen.getByText(/Booking settings open once your profile is verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/lawyer-profile',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await puts()).toEqual([]);
  });
});
