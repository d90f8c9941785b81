// How people type UK places, reduced to the form the place index uses: "Manchester, UK" →
// name "manchester"; "St. Albans" and "Saint Albans" → "st albans"; "Stoke-on-Trent" →
// "stoke on trent"; "King's Lynn" → "kings lynn"; "Newcastle, Northern Ireland" → name
// "newcastle" in Northern Ireland. A postcode after the town is dropped ("Leeds LS1 4AP");
// a postcode alone is not a place (the place data has no postcodes).
import type { AdminCode } from './places.ts';

// Names people type that GeoNames spells differently, or that would hit a smaller namesake
export const ALIASES: Readonly<Record<string, string>> = {
  hull: 'kingston upon hull',
  newcastle: 'newcastle upon tyne',
  londonderry: 'derry',
  stoke: 'stoke on trent',
  southend: 'southend on sea',
  'brighton and hove': 'brighton',
  'greater london': 'london',
  'greater manchester': 'manchester',
  'glasgow city': 'glasgow',
  'city of edinburgh': 'edinburgh',
};

// London boroughs and districts that are not places of their own in the data: London. Found
// when typed in full, not offered as suggestions ("new" should not suggest London for Newham).
// prettier-ignore
export const LONDON_DISTRICTS: ReadonlySet<string> = new Set([
  'westminster', 'camden', 'greenwich', 'southwark', 'lewisham', 'fulham', 'hammersmith and fulham',
  'kensington and chelsea', 'tottenham', 'newham', 'haringey', 'havering', 'redbridge', 'hillingdon',
  'tower hamlets', 'waltham forest', 'merton', 'enfield', 'wimbledon', 'barking and dagenham',
  'richmond upon thames', 'shoreditch', 'holborn', 'soho',
]);

export function aliasOf(name: string): string | undefined {
  return ALIASES[name] ?? (LONDON_DISTRICTS.has(name) ? 'london' : undefined);
}

// The country named after a comma or at the end: "…, Wales", "… NI", "…, UK" (no filter)
// prettier-ignore
const QUALIFIERS: Readonly<Record<string, AdminCode | null>> = {
  uk: null, 'u k': null, 'united kingdom': null, 'great britain': null, britain: null, gb: null,
  england: 'ENG', wales: 'WLS', 'north wales': 'WLS', 'south wales': 'WLS', scotland: 'SCT',
  'northern ireland': 'NIR', 'n ireland': 'NIR', ni: 'NIR', ireland: 'NIR', ulster: 'NIR',
};
// Other countries people may add ("Perth, Australia"): then a UK namesake is not meant.
// Anything else after a comma (a county, a region) is read as a hint and ignored.
// prettier-ignore
const FOREIGN = new Set([
  'france', 'spain', 'portugal', 'italy', 'germany', 'netherlands', 'belgium', 'poland', 'usa', 'us',
  'united states', 'america', 'canada', 'australia', 'new zealand', 'india', 'pakistan', 'nigeria',
  'south africa', 'republic of ireland', 'eire', 'china', 'japan', 'jamaica', 'kenya',
]);
const TRAILING = new RegExp(` (${Object.keys(QUALIFIERS).join('|')})$`);
const POSTCODE = / [a-z]{1,2}\d[a-z\d]?( \d[a-z]{2})?$/;

export function normalisePlace(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')} `
    .replace(/ saint /g, ' st ')
    .replace(/ +/g, ' ')
    .trim();
}

export interface PlaceQuery {
  names: string[]; // the name and its variants ("derry/londonderry" gives both), in order
  country: AdminCode | null; // when the text names one of the UK's countries
  foreign: boolean; // named another country after a comma
}

export function parsePlace(input: string): PlaceQuery {
  const [first = '', ...rest] = input.split(',');
  let country: AdminCode | null = null;
  let foreign = false;
  for (const part of rest.map(normalisePlace).filter(Boolean)) {
    if (part in QUALIFIERS) country ??= QUALIFIERS[part] ?? null;
    else if (FOREIGN.has(part)) foreign = true;
  }
  const names = first.split('/').map((variant) => {
    let name = normalisePlace(variant).replace(POSTCODE, '');
    const trailing = TRAILING.exec(name);
    if (trailing?.[1] && trailing.index > 0) {
      country ??= QUALIFIERS[trailing[1]] ?? null;
      name = name.slice(0, trailing.index);
    }
    return name;
  });
  return { names: names.filter(Boolean), country, foreign };
}
