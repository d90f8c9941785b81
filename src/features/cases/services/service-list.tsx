import type { ReactNode } from 'react';
import type { Service } from '@/api/services-contract';
import { ServicePrice } from '@/features/cases/services/service-price';
import { formatPence } from '@/lib/format';

/** A service's facts under a label, when the lawyer gave them. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * The lawyer's services as the SRA's Transparency Rules ask them shown (docs/services-and-prices.md):
 * each with its total, what it covers, the disbursements, the key stages, how long it takes and
 * who does the work. None published is said, never left blank.
 */
export function ServiceList({ services, lawyerName }: { services: Service[]; lawyerName: string }) {
  if (services.length === 0)
    return <p>{lawyerName} has not published prices yet: ask for a quote when you get in touch.</p>;
  return (
    <ul className="grid gap-4">
      {services.map((service, i) => (
        <li key={i} className="rounded-lg border border-slate-200 p-4">
          <ServicePrice service={service} as="h3" />
          {service.description ? <p className="mt-2 whitespace-pre-line">{service.description}</p> : null}
          <dl className="mt-3 grid gap-2 text-sm">
            {service.disbursements.length > 0 ? (
              <Fact label="Disbursements (paid to others, as you pay them)">
                <ul>
                  {service.disbursements.map((d, j) => (
                    <li key={j}>
                      {d.name}: {formatPence(d.amountPence)}
                    </li>
                  ))}
                </ul>
              </Fact>
            ) : null}
            {service.stages.length > 0 ? (
              <Fact label="Key stages">
                <ol className="list-inside list-decimal">
                  {service.stages.map((stage, j) => (
                    <li key={j}>{stage}</li>
                  ))}
                </ol>
              </Fact>
            ) : null}
            {service.timescale ? <Fact label="Typical timescale">{service.timescale}</Fact> : null}
            {service.whoDoesTheWork ? <Fact label="Who does the work">{service.whoDoesTheWork}</Fact> : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
