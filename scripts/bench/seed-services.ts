// One to three services with prices for a bench lawyer of an area (the directory's benchmark,
// docs/performance.md): the SRA-named services of their area first, then uncontested probate and
// advice by the hour, each priced by the PRNG given.
import type { Category } from '../../src/api/contract.ts';
import type { ServicesPut } from '../../src/api/services-contract.ts';
import type { ServiceKind } from '../../src/api/service-kinds.ts';

const OF_AREA: Record<Category, ServiceKind[]> = {
  'Family Law': [],
  'Criminal Law': ['motoring_offences'],
  'Corporate Law': ['debt_recovery', 'business_licensing'],
  'Immigration Law': ['immigration'],
  'Property Law': ['conveyancing_purchase', 'conveyancing_sale'],
  'Employment Law': ['employment_tribunal_claimant', 'employment_tribunal_respondent'],
  'Personal Injury': [],
  'Tax Law': [],
};

type Sent = ServicesPut['services'][number];

export function benchServices(area: Category, random: () => number): Sent[] {
  const kinds: ServiceKind[] = [...OF_AREA[area], 'probate', 'other'];
  const how = 1 + Math.floor(random() * Math.min(3, kinds.length));
  const pounds = (from: number, to: number) => (from + Math.floor(random() * (to - from))) * 100;
  return kinds.slice(0, how).map((service): Sent => {
    const common = { disbursements: [], stages: [], timescale: '', whoDoesTheWork: '', description: '' };
    if (service === 'other')
      return {
        ...common,
        service,
        name: 'Advice',
        pricing: { kind: 'hourly', ratePence: pounds(120, 450) },
        vat: 'excluded',
      };
    const amount = pounds(400, 3000);
    return random() < 0.25
      ? {
          ...common,
          service,
          pricing: { kind: 'range', fromPence: amount, toPence: amount * 2 },
          vat: 'excluded',
        }
      : {
          ...common,
          service,
          pricing: { kind: 'fixed', amountPence: amount },
          vat: random() < 0.5 ? 'excluded' : 'included',
          disbursements: [{ name: 'Searches', amountPence: pounds(100, 400) }],
        };
  });
}
