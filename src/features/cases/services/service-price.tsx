import { priceWords, sumOf } from '@/api/price-total';
import { serviceTitle } from '@/api/service-kinds';
import type { ServiceSummary } from '@/api/services-contract';

/** A service's name and what it costs in all, as every list of prices shows them
 * (docs/services-and-prices.md): 'Uncontested divorce', '£750 + VAT + £612 disbursements = £1,512'. */
export function ServicePrice({ service, as: Title = 'p' }: { service: ServiceSummary; as?: 'p' | 'h3' }) {
  return (
    <>
      <Title
        className={Title === 'h3' ? 'text-lg font-semibold text-slate-900' : 'font-medium text-slate-900'}
      >
        {serviceTitle(service)}
      </Title>
      <p className="font-semibold text-slate-900">
        {priceWords(service.pricing, service.vat, sumOf(service.disbursements))}
      </p>
    </>
  );
}
