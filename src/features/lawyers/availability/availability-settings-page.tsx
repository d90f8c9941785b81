import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { askAvailabilitySettingsEarly } from '@/api/leads';
import { isMissingExtension } from '@/api/missing-extension';
import { BackLink } from '@/components/back-link';
import { LoadFailure } from '@/components/list-states';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { AvailabilitySettingsForm } from '@/features/lawyers/availability/availability-settings-form';
import { availabilitySettingsQuery } from '@/features/lawyers/availability/availability-settings-queries';
import { RemindersSetting } from '@/features/lawyers/availability/reminders-setting';
import { useFreshVerification } from '@/features/lawyers/verification/use-fresh-verification';
import { paths } from '@/lib/paths';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4';

/** Booking settings (/availability): when clients can book the lawyer, and how. For verified
 * lawyers, on a backend that keeps the settings (docs/decisions/0097-availability-settings-screen.md). */
export function AvailabilitySettingsPage() {
  const { standing } = useFreshVerification();
  return (
    <div className="mx-auto grid max-w-3xl">
      <BackLink to={paths.lawyerDashboard}>Back to dashboard</BackLink>
      <PageHeading title="Booking settings">
        When clients can book a consultation with you, and how.
      </PageHeading>
      {standing.verified ? (
        <Settings />
      ) : (
        // like the switch, for verified lawyers only (spec §6)
        <Note>
          Booking settings open once your profile is verified: clients can only book verified lawyers.{' '}
          <Link to={paths.lawyerProfile} className={linkClass}>
            Go to your profile
          </Link>
        </Note>
      )}
    </div>
  );
}

// the form waits for the settings, asked for with the page's code (src/app/signed-in-pages.ts);
// for an unverified lawyer too, whom only a typed address brings here (the dashboard's link is
// beside the switch, shown once verified): that answer goes unread
AvailabilitySettingsPage.askFirst = askAvailabilitySettingsEarly;

function Settings() {
  const query = useQuery(availabilitySettingsQuery);
  if (query.isPending) return <Spinner label="Loading your booking settings" />;
  if (query.data) {
    return (
      <>
        <RemindersSetting reminders={query.data.reminders} />
        <AvailabilitySettingsForm settings={query.data} />
      </>
    );
  }
  if (isMissingExtension(query.error)) {
    // 0025: a backend without the extension keeps the spec's behaviour, the dashboard's switch
    return (
      <Note>
        <span className="block font-semibold text-slate-900">
          Booking settings are not available on this server.
        </span>
        It does not keep weekly hours or booking rules, so there is nothing to set here. Your availability
        switch on the{' '}
        <Link to={paths.lawyerDashboard} className={linkClass}>
          dashboard
        </Link>{' '}
        still works.
      </Note>
    );
  }
  return <LoadFailure query={query} title="Could not load your booking settings." />;
}

function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">{children}</p>;
}
