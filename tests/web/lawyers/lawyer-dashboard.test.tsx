import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultationsMissing } from '../msw/consultation-handlers';
import { server } from '../msw/server';
import { expectNotification } from '../support';
import { useLeadBackend, withoutLeadExtensions } from './lead-handlers';
import { openDashboard, unverifiedLawyer, verificationBanner, verifiedLawyer } from './lawyer-helpers';

// The spec's dashboard: where the backend keeps no cases, availability, figures or consultations
// (404), the switch is local, the figures fixed and the cases and consultations samples
// (leads-list.test.tsx, availability-and-figures.test.tsx and consultations-*.test.tsx cover the
// same parts live).
useLeadBackend();

function withoutExtensions() {
  withoutLeadExtensions();
  server.use(...consultationsMissing());
}

function header() {
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

function availabilitySwitch() {
  return screen.queryByRole('switch', { name: 'Availability Status' });
}

/** The list item of the case or consultation whose heading is `name`. */
function itemNamed(name: string) {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`"${name}" is not in a list item`);
  return within(item);
}

describe('an unverified lawyer', () => {
  it('sees the banner with Complete Verification, the Unverified badge and no availability switch', async () => {
    await openDashboard(unverifiedLawyer);

    const banner = verificationBanner();
    expect(banner).toBeInTheDocument();
    expect(
      within(banner!).getByText(/cannot receive cases until your profile is verified/),
    ).toBeInTheDocument();
    expect(within(banner!).getByRole('link', { name: 'Complete Verification' })).toHaveAttribute(
      'href',
      '/lawyer-profile',
    );
    expect(header().getByText('Unverified')).toBeInTheDocument();
    expect(header().getByText('Liam Lawyer')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/lawyer-profile');
    expect(availabilitySwitch()).not.toBeInTheDocument();
    expect(screen.queryByText('Availability Status')).not.toBeInTheDocument();
  });

  it('reaches the profile page through Complete Verification', async () => {
    const { userEvent } = await openDashboard(unverifiedLawyer);
    await userEvent.click(screen.getByRole('link', { name: 'Complete Verification' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Profile' })).toBeInTheDocument();
  });
});

describe('a verified lawyer', () => {
  beforeEach(withoutExtensions);

  it('sees Verified instead of the banner and the Unverified badge, and the availability switch on by default', async () => {
    await openDashboard(verifiedLawyer);

    const toggle = await screen.findByRole('switch', { name: 'Availability Status' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('You are accepting new consultations.')).toBeInTheDocument();
    expect(verificationBanner()).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Verified' })).toHaveTextContent(
      'Your profile is verified.',
    );
    expect(header().getByText('Vera Verified')).toBeInTheDocument();
    expect(header().getByText('Verified')).toBeInTheDocument();
    expect(header().queryByText('Unverified')).not.toBeInTheDocument();
  });

  it('announces turning availability off and on again', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    const toggle = await screen.findByRole('switch', { name: 'Availability Status' });

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await expectNotification("You're now unavailable", 'New bookings are paused');
    expect(screen.getByText('New bookings are paused.')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await expectNotification("You're now available", 'Clients can book consultations with you');
  });

  it('keeps the choice after a reload', async () => {
    const first = await openDashboard(verifiedLawyer);
    await first.userEvent.click(await screen.findByRole('switch', { name: 'Availability Status' }));
    expect(availabilitySwitch()).not.toBeChecked();
    first.unmount();

    const second = await openDashboard(verifiedLawyer);
    const toggle = await screen.findByRole('switch', { name: 'Availability Status' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('New bookings are paused.')).toBeInTheDocument();

    // and back on, which the next visit sees too
    await second.userEvent.click(toggle);
    second.unmount();
    await openDashboard(verifiedLawyer);
    expect(await screen.findByRole('switch', { name: 'Availability Status' })).toBeChecked();
  });
});

describe('the dashboard content', () => {
  beforeEach(withoutExtensions);

  it('shows the four fixed figures (spec §9)', async () => {
    await openDashboard();
    const figures = screen.getByRole('list', { name: 'Your figures' });
    // after the figures' call answers 404
    expect(await within(figures).findByText('From 32 reviews')).toBeInTheDocument();
    const cards = within(figures).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^New Cases12/),
      expect.stringMatching(/^Total Consultations48/),
      expect.stringMatching(/^Average Rating4\.8From 32 reviews$/),
      expect.stringMatching(/^Monthly Earnings£2,450/),
    ]);
  });

  it('lists the sample client cases, marked as sample data, with their details and coloured urgency badges', async () => {
    await openDashboard();
    const heading = screen.getByRole('heading', { name: 'New Client Cases' });
    expect(await within(heading.parentElement!).findByText('Sample data')).toBeInTheDocument();

    const cases = [
      [
        'Child arrangements after separation',
        'Emma Richardson · Family Law',
        'London',
        'Posted 19 Nov 2026',
        'High urgency',
        'bg-red-100',
      ],
      [
        'Unfair dismissal after 4 years',
        "Daniel O'Connor · Employment Law",
        'Manchester',
        'Posted 18 Nov 2026',
        'Medium urgency',
        'bg-amber-100',
      ],
      [
        'Boundary dispute with neighbour',
        'Aisha Khan · Property Law',
        'Leeds',
        'Posted 15 Nov 2026',
        'Low urgency',
        'bg-emerald-100',
      ],
    ] as const;
    for (const [title, client, city, posted, urgency, colour] of cases) {
      const item = itemNamed(title);
      expect(item.getByText(client)).toBeInTheDocument();
      expect(item.getByText(city)).toBeInTheDocument();
      expect(item.getByText(posted)).toBeInTheDocument();
      expect(item.getByText(urgency)).toHaveClass(colour);
      expect(item.getByRole('button', { name: `Respond to Case: ${title}` })).toBeInTheDocument();
      expect(item.getByRole('button', { name: `View Details of ${title}` })).toBeInTheDocument();
    }
  });

  it('opens a case in a dialog with View Details, and closes it', async () => {
    const { userEvent } = await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Details of Unfair dismissal after 4 years' }),
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Unfair dismissal after 4 years' }));
    expect(dialog.getByText('Employment Law · Manchester · posted 18 Nov 2026')).toBeInTheDocument();
    expect(dialog.getByText("Daniel O'Connor")).toBeInTheDocument();
    expect(dialog.getByText('Medium urgency')).toBeInTheDocument();
    expect(dialog.getByText(/dismissed without a disciplinary meeting/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog when Respond to Case is chosen there, and says it is not available yet', async () => {
    const { userEvent } = await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Details of Child arrangements after separation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Child arrangements after separation' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Respond to Case' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNotification('Coming soon', 'Responding to cases is not available yet.');
  });

  it('says Respond to Case is not available yet', async () => {
    const { userEvent } = await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Respond to Case: Boundary dispute with neighbour' }),
    );
    await expectNotification('Coming soon', 'Responding to cases is not available yet.');
  });

  it('lists the sample consultations, and Join Meeting and Reschedule say they are not available yet', async () => {
    const { userEvent } = await openDashboard();
    // the backend does not book: the samples say what they are, like the sample cases
    const heading = screen.getByRole('heading', { name: 'Upcoming Consultations' });
    expect(await within(heading.parentElement!).findByText('Sample data')).toBeInTheDocument();

    const oliver = itemNamed('Oliver Bennett');
    expect(oliver.getByText('Video call')).toBeInTheDocument();
    expect(oliver.getByText('24 Nov 2026 at 10:00')).toBeInTheDocument();
    expect(oliver.getByText('Confirmed')).toHaveClass('bg-emerald-100');
    const grace = itemNamed('Grace Thompson');
    expect(grace.getByText('Phone call')).toBeInTheDocument();
    expect(grace.getByText('25 Nov 2026 at 14:30')).toBeInTheDocument();
    expect(grace.getByText('Pending')).toHaveClass('bg-amber-100');

    await userEvent.click(oliver.getByRole('button', { name: 'Join Meeting with Oliver Bennett' }));
    await expectNotification('Coming soon', 'Joining meetings is not available yet.');
    await userEvent.click(grace.getByRole('button', { name: 'Reschedule with Grace Thompson' }));
    await expectNotification('Coming soon', 'Rescheduling is not available yet.');
  });
});
