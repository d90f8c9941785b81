// The demo market (docs/decisions/0093-a-believable-demo-market.md): beside the named demo lawyers
// (demo-data.ts), verified lawyers of every area in the UK's larger towns, so that a case in any
// town of 100,000 people or more, and in Derry, finds a lawyer of its area within the 80 km of
// the lead rule and in its own jurisdiction. Every figure comes from the plan below
// and a hash of the name: every fresh data folder gets the same market. Their ratings come from
// the reviews of their past consultations (seed-reviews.ts), never from a figure here.
import { CATEGORIES } from '../../src/api/contract.ts';
import type { Category } from '../../src/api/contract.ts';
import type { Regulator } from '../../src/api/regulators.ts';
import { findPlace } from '../rules/places/geo.ts';
import type { Country } from '../rules/places/geo.ts';
import { DEMO_CLIENT, NAMED_LAWYERS, PENDING_LAWYERS, regulatorOf } from './demo-data.ts';
import type { DemoLawyer } from './demo-data.ts';
import { NameMaker } from './demo-names.ts';
import { hashOf } from './demo-profile-text.ts';

// Where each area's lawyers practise beyond the named ones ("London 2": two there). Deliberate
// gaps: no more Family Law lawyer in Glasgow, and no verified Property Law lawyer in Edinburgh,
// whose pending one (Catriona Hay) the admin's walkthrough approves and then finds first there.
// prettier-ignore
const PLAN: Record<Category, string> = {
  'Family Law': 'London 2, Birmingham 2, Leeds, Manchester, Liverpool, Bristol, Plymouth, Southampton, Brighton, Reading, Norwich, Cambridge, Newcastle, Hull, Maidstone, Edinburgh, Aberdeen, Inverness, Belfast 2, Derry',
  'Criminal Law': 'London 2, Manchester, Liverpool, Nottingham, Bristol, Cardiff, Plymouth, Portsmouth, Brighton, Oxford, Norwich, Cambridge, Newcastle, Middlesbrough, Hull, Canterbury, Glasgow, Edinburgh, Aberdeen, Derry',
  'Corporate Law': 'London 2, Birmingham, Leeds, Nottingham, Newcastle, Cardiff, Reading, Cambridge, Southampton, Norwich, Exeter, Brighton, York, Canterbury, Glasgow, Aberdeen, Belfast, Derry',
  'Immigration Law': 'London 2, Leeds, Bradford, Leicester, Luton, Liverpool, Newcastle, Bristol, Cardiff, Plymouth, Southampton, Brighton, Cambridge, Norwich, Hull, Canterbury, Edinburgh, Aberdeen, Belfast, Derry',
  'Property Law': 'London 3, Birmingham, Manchester, Liverpool, Nottingham, Newcastle, Exeter, Southampton, Brighton, Oxford, Cambridge, Norwich, York, Canterbury, Glasgow, Aberdeen, Dundee, Derry',
  'Employment Law': 'London 2, Manchester, Birmingham, Nottingham, Bristol, Cardiff, Plymouth, Southampton, Brighton, Reading, Cambridge, Norwich, Newcastle, Hull, Maidstone, Glasgow, Aberdeen, Belfast, Derry',
  'Personal Injury': 'London 2, Manchester, Leeds, Sheffield, Newcastle, Bristol, Swansea, Plymouth, Southampton, Brighton, Oxford, Norwich, Cambridge, Hull, Canterbury, Edinburgh, Aberdeen, Belfast, Derry',
  'Tax Law': 'London 2, Birmingham, Leeds, Newcastle, Cardiff, Reading, Cambridge, Southampton, Norwich, Exeter, Brighton, Hull, Canterbury, Nottingham, Glasgow, Aberdeen, Belfast, Derry',
};

// pounds an hour before experience: what the area commands outside the dearest cities
const BASE_RATE: Record<Category, number> = {
  'Family Law': 165,
  'Criminal Law': 155,
  'Corporate Law': 250,
  'Immigration Law': 165,
  'Property Law': 160,
  'Employment Law': 185,
  'Personal Injury': 165,
  'Tax Law': 240,
};
const DEAR = new Set(['Birmingham', 'Manchester', 'Leeds', 'Bristol', 'Reading', 'Oxford', 'Cambridge']);
const FIRST_FEES = [null, null, null, null, 5_000, 7_500, 7_500, 7_500, 9_500, 12_000];

const plannedTowns = (plan: string) =>
  plan.split(',').flatMap((entry) => {
    const [, town = '', times = '1'] = /^\s*(.+?)(?: (\d+))?\s*$/.exec(entry) ?? [];
    return Array.from({ length: Number(times) }, () => town);
  });

/** In England and Wales some criminal lawyers are barristers, and some property and injury lawyers legal executives. */
function regulatorFor(category: Category, city: string, hash: number): Regulator {
  const regulator = regulatorOf(city);
  if (regulator !== 'SRA') return regulator;
  if (category === 'Criminal Law' && hash % 3 === 0) return 'BSB';
  if ((category === 'Property Law' || category === 'Personal Injury') && hash % 4 === 0) return 'CILEX';
  return 'SRA';
}

function marketLawyer(name: string, category: Category, city: string): DemoLawyer {
  const hash = hashOf(name);
  const years = 2 + (hash % 27);
  const rate = (BASE_RATE[category] + years * 3) * (city === 'London' ? 1.45 : DEAR.has(city) ? 1.12 : 1);
  const regulator = regulatorFor(category, city, hash >>> 20);
  const firstFee = FIRST_FEES[(hash >>> 16) % FIRST_FEES.length] ?? null;
  return {
    name,
    specialization: category,
    city,
    years,
    rate: Math.min(450, Math.max(120, Math.round(rate / 5) * 5)),
    ...(regulator === regulatorOf(city) ? {} : { regulator }),
    ...(firstFee === null ? {} : { firstFeePence: firstFee }),
  };
}

export const countryOf = (city: string): Country => findPlace(city)?.country ?? 'England';

let made: DemoLawyer[] | undefined;

/** The verified lawyers of the demo, named ones first. */
export function verifiedLawyers(): DemoLawyer[] {
  if (made) return made;
  const names = new NameMaker(
    [...NAMED_LAWYERS, ...PENDING_LAWYERS].map((l) => l.name),
    DEMO_CLIENT.name.split(' '),
  );
  const lawyers = [...NAMED_LAWYERS];
  for (const category of CATEGORIES) {
    for (const city of plannedTowns(PLAN[category])) {
      lawyers.push(marketLawyer(names.next(countryOf(city)), category, city));
    }
  }
  made = lawyers;
  return made;
}

/** Names for the demo's clients: the same on every call, and none a demo lawyer has. */
export const clientNames = (): NameMaker =>
  new NameMaker(
    [...verifiedLawyers(), ...PENDING_LAWYERS].map((l) => l.name),
    DEMO_CLIENT.name.split(' '),
  );
