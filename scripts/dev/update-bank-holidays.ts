// Rewrites server/rules/booking/bank-holidays.json from GOV.UK's list of the UK's bank holidays,
// for a machine that can reach it (docs/decisions/0115-bank-holidays.md).
//   npm run update:bank-holidays
// Each jurisdiction takes the source's dates for every year the source lists, from the first year
// the file holds; a year the source does not list (any more, or yet) keeps the dates the file
// held, so an update never shortens the list and the tests' dates stay.
// tests/server/rules/booking/bank-holidays.test.ts fails once the list ends within a year of the
// day it runs: that is when to run this, commit the file and deploy.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { z } from 'zod';
import { BANK_HOLIDAYS, DIVISIONS } from '../../server/rules/booking/bank-holidays.ts';
import type { BankHoliday, BankHolidayList, Division } from '../../server/rules/booking/bank-holidays.ts';
import { isMain } from '../lib/processes.ts';

export const BANK_HOLIDAYS_FILE = fileURLToPath(
  new URL('../../server/rules/booking/bank-holidays.json', import.meta.url),
);
export const SOURCE = 'https://www.gov.uk/bank-holidays.json';
const ABOUT =
  'The bank holidays of England and Wales, Scotland and Northern Ireland, as GOV.UK publishes them at `source`. ' +
  'A lawyer takes no booking on those of their jurisdiction unless they open on bank holidays. ' +
  'npm run update:bank-holidays rewrites this file from the source; docs/decisions/0115-bank-holidays.md.';

const eventSchema = z.object({
  date: z.iso.date(),
  title: z.string().min(1),
  notes: z.string().default(''),
});
const divisionSchema = z.object({ events: z.array(eventSchema) });
/** GOV.UK's answer: each division with its events (and fields not read here). */
export const sourceSchema = z.object(
  Object.fromEntries(Object.values(DIVISIONS).map((d) => [d, divisionSchema])) as Record<
    Division,
    typeof divisionSchema
  >,
);
export type SourceList = z.infer<typeof sourceSchema>;

const byDate = (a: BankHoliday, b: BankHoliday) => a.date.localeCompare(b.date);

/**
 * The list to keep: for each division, the source's dates of every year it lists from the first
 * year the file holds, and the kept dates of every other year.
 */
export function merged(kept: BankHolidayList, fetched: SourceList, today: string): BankHolidayList {
  const yearOf = (e: BankHoliday) => e.date.slice(0, 4);
  const divisions = {} as Record<Division, BankHoliday[]>;
  for (const division of Object.values(DIVISIONS)) {
    const held = kept.divisions[division];
    const firstYear = held.reduce((y, e) => (y === '' || yearOf(e) < y ? yearOf(e) : y), '');
    const events = fetched[division].events
      .filter((e) => yearOf(e) >= firstYear)
      .map(({ date, title, notes }) => ({ date, title, notes }));
    const listed = new Set(events.map(yearOf));
    divisions[division] = [...events, ...held.filter((e) => !listed.has(yearOf(e)))].sort(byDate);
  }
  return { source: SOURCE, about: ABOUT, updated: today, divisions };
}

/** The file's text, as the repository's Prettier settings print it. */
export async function fileText(list: BankHolidayList): Promise<string> {
  const options = (await prettier.resolveConfig(BANK_HOLIDAYS_FILE)) ?? {};
  return prettier.format(JSON.stringify(list), { ...options, parser: 'json' });
}

if (isMain(import.meta.url)) {
  let answer: unknown;
  try {
    const res = await fetch(SOURCE, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`${SOURCE} answered ${res.status}`);
    answer = await res.json();
  } catch (error) {
    console.error(`Could not fetch ${SOURCE}: ${(error as Error).message}. The file is unchanged.`);
    process.exit(1);
  }
  const fetched = sourceSchema.safeParse(answer);
  if (!fetched.success) {
    console.error(`${SOURCE} did not answer the list expected:\n${z.prettifyError(fetched.error)}`);
    process.exit(1);
  }
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const list = merged(BANK_HOLIDAYS, fetched.data, today);
  writeFileSync(BANK_HOLIDAYS_FILE, await fileText(list));
  for (const [division, events] of Object.entries(list.divisions)) {
    console.log(`${division}: ${events.length} bank holidays, ${events[0]?.date} to ${events.at(-1)?.date}`);
  }
  console.log(`wrote ${BANK_HOLIDAYS_FILE}`);
}
