import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/**
 * The dashboard's way to the services and prices (docs/services-and-prices.md). It reads nothing:
 * a read here would share the services page's call with the dashboard, a file more for every
 * dashboard load (e2e/bundle-budget.spec.ts); the page itself says when a backend keeps none.
 */
export function ServicesCard() {
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
      <div>
        <h2 className="font-semibold text-slate-900">Services and prices</h2>
        <p className="text-sm text-slate-700">
          What you charge for each service, your insurance and your complaints procedure: clients compare them
          before they get in touch.
        </p>
      </div>
      <Link
        to={paths.lawyerServices}
        className="text-sm font-medium text-blue-800 underline underline-offset-4"
      >
        Edit services and prices
      </Link>
    </Card>
  );
}
