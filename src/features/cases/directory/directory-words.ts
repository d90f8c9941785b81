// What the directory page says of a search (docs/directory.md, "The page"): the count, and for a
// search that finds nobody, why, and the wider searches one press away.
import { SERVICE_NAMES } from '@/api/service-kinds';
import { MILES, type Search } from '@/features/cases/directory/directory-search';
import { formatCount } from '@/lib/format';

/** What the page is for, under its heading (and its frame's, src/app/frames/public-frames.tsx). */
export const DIRECTORY_INTRO =
  'Search LawMatch’s verified lawyers who are taking new clients, by name, area of law, place, service and price.';

const lawyers = (n: number) => `${formatCount(n)} ${n === 1 ? 'lawyer' : 'lawyers'}`;

/** '48 lawyers near Leeds', '1 lawyer found' */
export function countWords(count: number, search: Search): string {
  const near = search.near.trim();
  return near ? `${lawyers(count)} near ${near}` : `${lawyers(count)} found`;
}

/** 'No lawyers within 10 miles of Leeds offer “Uncontested probate” for £900 or less.' */
export function emptyWords(search: Search): string {
  const q = search.q.trim();
  const near = search.near.trim();
  const who = [
    'No lawyers',
    q ? ` named “${q}”` : '',
    search.area ? ` in ${search.area}` : '',
    near ? ` within ${search.within} miles of ${near}` : '',
  ].join('');
  const max = search.max ? `£${formatCount(Number(search.max))} or less` : '';
  if (search.service) return `${who} offer “${SERVICE_NAMES[search.service]}”${max ? ` for ${max}` : ''}.`;
  if (max) return `${who} list a fixed fee or a range of ${max}.`;
  return `${who} are taking new clients on LawMatch.`;
}

interface Widening {
  label: string;
  search: Search;
}

/** The searches a little wider than this one, each one change away. */
export function widenings(search: Search): Widening[] {
  const wider: Widening[] = [];
  const page = 1;
  const farther = MILES.find((miles) => miles > search.within);
  if (search.near.trim() && farther)
    wider.push({ label: `Try ${farther} miles`, search: { ...search, within: farther, page } });
  if (search.max) wider.push({ label: 'Remove the price limit', search: { ...search, max: '', page } });
  if (search.service) wider.push({ label: 'Any service', search: { ...search, service: '', page } });
  if (search.area) wider.push({ label: 'Any area of law', search: { ...search, area: '', page } });
  if (search.q.trim()) wider.push({ label: 'Any name', search: { ...search, q: '', page } });
  if (search.near.trim())
    wider.push({
      label: 'Anywhere in the UK',
      search: { ...search, near: '', sort: search.sort === 'distance' ? 'relevance' : search.sort, page },
    });
  return wider;
}
