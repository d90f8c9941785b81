// Demo people for a fresh database: every screen has something real to show
// (docs/decisions/0023-local-api-as-reference-implementation.md). These are the named ones; the
// rest of the market is made in demo-market.ts (docs/decisions/0093-a-believable-demo-market.md).
// All demo accounts share DEMO_PASSWORD; the README lists the sign-ins.
import type { Category } from '../../src/api/contract.ts';
import type { Regulator } from '../../src/api/regulators.ts';
import { findPlace } from '../rules/places/geo.ts';

export const DEMO_PASSWORD = 'LawMatch-Demo-2026';
export const DEMO_CLIENT = { email: 'client@lawmatch.test', name: 'Sarah Mitchell' };
export const DEMO_LAWYER_EMAIL = 'lawyer@lawmatch.test';
export const DEMO_PENDING_EMAIL = 'pending.lawyer@lawmatch.test';

export interface DemoLawyer {
  name: string;
  specialization: Category;
  city: string;
  years: number;
  /** pounds an hour; 0 for none */
  rate: number;
  email?: string;
  /** when not the one of the city's jurisdiction (regulatorOf) */
  regulator?: Regulator;
  /** a fixed first consultation, in pence */
  firstFeePence?: number;
}

const row = (
  name: string,
  specialization: Category,
  city: string,
  years: number,
  rate: number,
  email?: string,
): DemoLawyer => ({ name, specialization, city, years, rate, ...(email ? { email } : {}) });

// prettier-ignore
const NAMED_ROWS: DemoLawyer[] = [
  row('Amelia Hughes', 'Family Law', 'London', 14, 280, DEMO_LAWYER_EMAIL),
  row('Priya Sharma', 'Family Law', 'Manchester', 9, 190),
  row('Fiona MacLeod', 'Family Law', 'Glasgow', 18, 210),
  row('Rhys Evans', 'Family Law', 'Cardiff', 6, 150),
  row('Daniel Okafor', 'Criminal Law', 'London', 16, 320),
  row('Sean Murphy', 'Criminal Law', 'Belfast', 11, 170),
  row('Chloe Bennett', 'Criminal Law', 'Leeds', 7, 160),
  row('Marcus Reid', 'Criminal Law', 'Birmingham', 21, 240),
  row('James Whitfield', 'Corporate Law', 'London', 22, 450),
  row('Sophie Clarke', 'Corporate Law', 'Manchester', 12, 310),
  row('Alistair Graham', 'Corporate Law', 'Edinburgh', 15, 340),
  row('Hannah Lewis', 'Corporate Law', 'Bristol', 8, 260),
  row('Aisha Rahman', 'Immigration Law', 'Birmingham', 13, 220),
  row('Tomasz Nowak', 'Immigration Law', 'London', 10, 240),
  row('Grace Adeyemi', 'Immigration Law', 'Manchester', 6, 180),
  row('Kenneth Wong', 'Immigration Law', 'Glasgow', 17, 200),
  row('Oliver Thompson', 'Property Law', 'Bristol', 19, 230),
  row('Emily Carter', 'Property Law', 'Leeds', 5, 140),
  row('Gareth Jones', 'Property Law', 'Cardiff', 24, 200),
  row("Niamh O'Neill", 'Property Law', 'Belfast', 9, 160),
  row('Rachel Adams', 'Employment Law', 'Liverpool', 12, 210),
  row('Mohammed Iqbal', 'Employment Law', 'Leeds', 15, 230),
  row('Laura Fraser', 'Employment Law', 'Edinburgh', 8, 190),
  row('Benjamin Cole', 'Employment Law', 'London', 20, 380),
  row('Thomas Walsh', 'Personal Injury', 'Liverpool', 17, 250),
  row('Megan Price', 'Personal Injury', 'Cardiff', 7, 170),
  row('Liam Docherty', 'Personal Injury', 'Glasgow', 11, 190),
  row('Jessica Patel', 'Personal Injury', 'Birmingham', 13, 220),
  row('Victoria Ashworth', 'Tax Law', 'London', 25, 420),
  row('David Morgan', 'Tax Law', 'Manchester', 16, 300),
  row('Ian Stewart', 'Tax Law', 'Edinburgh', 19, 330),
  row('Samira Khan', 'Tax Law', 'Bristol', 10, 270),
];

/** The named verified lawyers; every fourth offers a fixed first consultation. */
export const NAMED_LAWYERS: DemoLawyer[] = NAMED_ROWS.map((lawyer, i) =>
  i % 4 === 0 ? { ...lawyer, firstFeePence: 7_500 } : lawyer,
);

// prettier-ignore
export const PENDING_LAWYERS: DemoLawyer[] = [
  row('Olivia Turner', 'Family Law', 'Leeds', 4, 0, DEMO_PENDING_EMAIL),
  row('Arjun Mehta', 'Immigration Law', 'London', 7, 0),
  row('Catriona Hay', 'Property Law', 'Edinburgh', 12, 0),
];

// Scotland and Northern Ireland have their own law societies; in England and Wales a solicitor
// holds an SRA number (digits only). A place the data does not know counts as England and Wales.
export function regulatorOf(city: string): Regulator {
  const jurisdiction = findPlace(city)?.jurisdiction;
  return jurisdiction === 'scotland' ? 'LSS' : jurisdiction === 'northern-ireland' ? 'LSNI' : 'SRA';
}

/** A number its regulator could issue (server/rules/verification/licence-numbers.ts), one per index. */
export function barNumber(regulator: Regulator, index: number): string {
  const digits = String(104_729 + index * 7_919).slice(-6);
  return regulator === 'LSS' || regulator === 'LSNI' ? `${regulator}-${digits}` : digits;
}

export function emailOf(person: { name: string; email?: string }): string {
  const local = person.name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.');
  return person.email ?? `${local}@lawmatch.test`;
}
