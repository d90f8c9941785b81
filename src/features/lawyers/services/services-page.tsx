import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { askOwnServicesEarly } from '@/api/lawyer-services';
import { isMissingExtension } from '@/api/missing-extension';
import { BackLink } from '@/components/back-link';
import { LoadFailure } from '@/components/list-states';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { ServicesForm } from '@/features/lawyers/services/services-form';
import { ownServicesQuery } from '@/features/lawyers/services/services-queries';
import { useFreshVerification } from '@/features/lawyers/verification/use-fresh-verification';
import { paths } from '@/lib/paths';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4';

/** Services and prices (/services): what the lawyer charges for each service, their insurance and
 * complaints procedure, as the SRA's Transparency Rules ask a firm to publish them
 * (docs/services-and-prices.md). A lawyer may prepare them before being verified. */
export function ServicesPage() {
  const { standing } = useFreshVerification();
  return (
    <div className="mx-auto grid max-w-3xl">
      <BackLink to={paths.lawyerDashboard}>Back to dashboard</BackLink>
      <PageHeading title="Services and prices">
        What you charge for each service, in total, with VAT and disbursements. Clients see them on your
        profile and your card, beside your rating.
      </PageHeading>
      {standing.verified ? null : (
        <p className="mb-4 text-sm text-slate-700">
          Clients see these once your profile is verified.{' '}
          <Link to={paths.lawyerProfile} className={linkClass}>
            Go to your profile
          </Link>
        </p>
      )}
      <Services />
    </div>
  );
}
// the form waits for the services kept, asked for with the page's code (src/app/signed-in-pages.ts)
ServicesPage.askFirst = askOwnServicesEarly;

function Services() {
  const query = useQuery(ownServicesQuery);
  if (query.isPending) return <Spinner label="Loading your services and prices" />;
  if (query.data) return <ServicesForm kept={query.data} />;
  if (isMissingExtension(query.error)) {
    // docs/decisions/0025-missing-extension-keeps-spec-behaviour.md: nothing to set on this backend
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        <span className="block font-semibold text-slate-900">
          Services and prices are not available on this server.
        </span>
        It does not keep services, so there is nothing to set here. Your hourly rate on your{' '}
        <Link to={paths.lawyerProfile} className={linkClass}>
          profile
        </Link>{' '}
        is still shown to clients.
      </p>
    );
  }
  return <LoadFailure query={query} title="Could not load your services and prices." />;
}
