// Type-ahead for UK places: the best few places for what has been typed so far, the most
// populous first, one per place, each with its country. Names are kept sorted, so a prefix
// is found by binary search: fast enough for every keystroke. When no name starts with the
// text, near spellings are offered instead ("Manchster" → Manchester).
import { inCountry, placeIndex } from './geo.ts';
import type { Country, Jurisdiction, UkPlace } from './geo.ts';
import { ALIASES, parsePlace } from './place-names.ts';
import { editDistance } from '../classifier/spelling.ts';

export interface PlaceSuggestion {
  name: string;
  country: Country;
  jurisdiction: Jurisdiction;
  label: string; // "Newport, Wales": what the field shows and sends
}

const MAX_SUGGESTIONS = 8;

let sorted: { name: string; places: UkPlace[] }[] | undefined;

function names(): { name: string; places: UkPlace[] }[] {
  if (sorted) return sorted;
  const { byName } = placeIndex();
  // a name that is an alias stands for its target ("stoke" for Stoke-on-Trent), not for itself
  const entries = [...byName]
    .filter(([name]) => !(name in ALIASES))
    .map(([name, places]) => ({ name, places }));
  for (const [alias, target] of Object.entries(ALIASES)) {
    entries.push({ name: alias, places: byName.get(target) ?? [] });
  }
  sorted = entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sorted;
}

function firstAtOrAfter(list: { name: string }[], prefix: string): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid]?.name ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

// Names within one edit (two from 7 letters) of the text, among those with its first letter:
// a misspelt place rarely starts with the wrong letter, and this keeps it fast.
function nearSpellings(typed: string): UkPlace[] {
  const max = typed.length >= 7 ? 2 : 1;
  const list = names();
  const near: UkPlace[] = [];
  for (let i = firstAtOrAfter(list, typed.slice(0, 1)); i < list.length; i += 1) {
    const entry = list[i];
    if (!entry?.name.startsWith(typed.slice(0, 1))) break;
    if (editDistance(typed, entry.name.slice(0, typed.length), max) <= max) near.push(...entry.places);
  }
  return near;
}

export function suggestPlaces(typed: string, limit = 5): PlaceSuggestion[] {
  const [name = ''] = parsePlace(typed).names;
  if (!name) return [];
  // a finished word stays a word: "saint " and "st " lead to St Albans, not to Stoke
  const prefix = /(\s|\bsaint|\bst\.?)$/i.test(typed) ? `${name} ` : name;
  const { country } = parsePlace(typed);
  const list = names();
  const found: UkPlace[] = [];
  for (let i = firstAtOrAfter(list, prefix); i < list.length; i += 1) {
    const entry = list[i];
    if (!entry?.name.startsWith(prefix)) break;
    found.push(...entry.places);
  }
  const candidates = found.length > 0 || name.length < 4 ? found : nearSpellings(name);
  const seen = new Set<string>();
  const unique = candidates.filter((p) => {
    const fresh = !seen.has(p.key) && inCountry(p, country);
    seen.add(p.key);
    return fresh;
  });
  return unique
    .sort((a, b) => b.population - a.population || (a.label < b.label ? -1 : 1))
    .slice(0, Math.min(limit, MAX_SUGGESTIONS))
    .map(({ name, country: c, jurisdiction, label }) => ({ name, country: c, jurisdiction, label }));
}
