// The directory page reads the call's answer by hand and keeps its own copies of the contract's
// lists, without zod (docs/decisions/0128-directory-page.md): each must say what the contract says.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/api/contract';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  WITHIN_KM_CHOICES,
  WITHIN_KM_DEFAULT,
  directoryPageSchema,
  directoryQuerySchema,
} from '@/api/directory-contract';
import { readDirectoryPage } from '@/features/cases/directory/directory-load';
import {
  AREAS,
  callQueryOf,
  EMPTY_SEARCH,
  MILES,
  searchOf,
  SORTS,
} from '@/features/cases/directory/directory-search';
import { directoryLawyer } from '../msw/directory-handlers';

const smallest = {
  id: 7,
  name: 'Amelia Hughes',
  specialization: 'Family Law',
  rating: 0,
  reviews: 0,
  isVerified: true,
  location: 'Leeds',
  experience: 0,
};

/** a value without its absent and null fields: a nullish field reads as either */
const present = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (v === null ? undefined : v)));

describe('the answer as the page reads it', () => {
  it.each([
    ['the smallest', { count: 1, next: null, previous: null, results: [smallest] }],
    [
      'a full one',
      {
        count: 41,
        next: 'http://api.test/api/lawyers/?page=3',
        previous: 'http://api.test/api/lawyers/?page=1',
        results: [
          {
            ...directoryLawyer(9, {
              distance: '8 miles away',
              distanceKm: 12.9,
              regulator: 'SRA',
              licenseNumber: '123',
            }),
            added: 1,
          },
        ],
      },
    ],
  ])('%s, as the contract reads it (absent and null alike)', (_, answer) => {
    expect(present(readDirectoryPage(answer))).toEqual(present(directoryPageSchema.parse(answer)));
  });

  it('refuses what the contract refuses', () => {
    const bad = { count: 1, next: null, previous: null, results: [{ ...smallest, rating: 6 }] };
    expect(directoryPageSchema.safeParse(bad).success).toBe(false);
    expect(() => readDirectoryPage(bad)).toThrow();
  });
});

describe('the page’s lists are the contract’s', () => {
  it('areas, sorts, distances and the page size', () => {
    expect(AREAS).toEqual(CATEGORIES);
    expect(SORTS).toEqual(DIRECTORY_SORTS);
    expect(
      MILES.map((miles) =>
        new URLSearchParams(callQueryOf({ ...EMPTY_SEARCH, near: 'Leeds', within: miles })).get('withinKm'),
      ),
    ).toEqual(WITHIN_KM_CHOICES.map(String));
    // the page's default distance is the call's
    expect(new URLSearchParams(callQueryOf({ ...EMPTY_SEARCH, near: 'Leeds' })).get('withinKm')).toBe(
      String(WITHIN_KM_DEFAULT),
    );
    expect(DIRECTORY_PAGE_SIZE).toBe(20);
  });

  it('every search the address can hold is one the call takes', () => {
    const odd = new URLSearchParams('q=x&area=Nope&within=7&service=nope&max=1e9&sort=distance&page=-2');
    const query = Object.fromEntries(new URLSearchParams(callQueryOf(searchOf(odd))));
    expect(directoryQuerySchema.safeParse(query).success).toBe(true);
  });
});
