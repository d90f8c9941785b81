import type { ServiceSummary } from '@/api/services-contract';
import { ServicePrice } from '@/features/cases/services/service-price';

/**
 * The card's price: the lawyer's first service, which the match puts first for the case's area,
 * with its total, and how many more the profile lists (docs/services-and-prices.md).
 */
export function CardPrices({ services }: { services: ServiceSummary[] }) {
  const [first, ...rest] = services;
  if (!first) return null;
  return (
    <div className="mt-3 grid gap-0.5 border-t border-slate-200 pt-3 text-sm">
      <ServicePrice service={first} />
      {rest.length > 0 ? (
        <p className="text-xs text-slate-600">
          and {rest.length} more {rest.length === 1 ? 'service' : 'services'} with prices on the profile
        </p>
      ) : null}
    </div>
  );
}
