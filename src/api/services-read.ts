// A lawyer's services and prices read by hand (src/api/read-by-hand.ts), the readers of the
// contract's schemas in src/api/services-contract.ts: the public profile and the directory read
// their lawyers' with them, within the public pages' script budget
// (docs/decisions/0103-public-lawyer-profile.md), and the services page the lawyer's own, in its
// first render without building a schema (src/api/lawyer-services.ts,
// docs/decisions/0160-first-answers-read-by-hand.md). Tests hold them to the schemas.
import { SERVICE_KINDS, VAT_BASES } from '@/api/service-kinds';
import type { IndemnityInsurance, Pricing, Service } from '@/api/services-contract';
import { check, count, list, nullOr, number, oneOf, shape, string } from '@/api/read-by-hand';

export function pricing(v: unknown): Pricing {
  const o = check<Record<string, unknown>>(typeof v === 'object' && v !== null, v);
  if (o.kind === 'fixed') return { kind: 'fixed', amountPence: count(o.amountPence) };
  if (o.kind === 'hourly') return { kind: 'hourly', ratePence: count(o.ratePence) };
  const range = { kind: 'range' as const, fromPence: count(o.fromPence), toPence: count(o.toPence) };
  return check(o.kind === 'range' && range.toPence >= range.fromPence, range);
}

export const service = shape<Service>({
  service: oneOf(SERVICE_KINDS),
  name: nullOr(string),
  pricing,
  vat: oneOf(VAT_BASES),
  disbursements: list(shape({ name: string, amountPence: count })),
  stages: list(string),
  timescale: string,
  whoDoesTheWork: string,
  description: string,
});

export const indemnityInsurance = shape<IndemnityInsurance>({
  insurer: string,
  coverPence: number(1, undefined, true),
});
