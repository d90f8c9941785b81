// What the spec-only stub (stub-server.ts) knows, shared with the journeys that drive the SPA
// against it: its fixed sign-ins, the lawyers it matches, the words it places a case by, and
// the word that makes matching fail.
import type { Category, UserType } from '@/api/contract';

export interface StubAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  role: UserType;
  isVerified: boolean;
}

const PASSWORD = 'Spec-Only-Backend-2026';

/** The accounts the stub signs in from its first start: one per role, and a lawyer of each state. */
export const STUB_ACCOUNTS = {
  client: {
    id: 1,
    email: 'client@spec-only.test',
    password: PASSWORD,
    name: 'Harriet Cole',
    role: 'client',
    isVerified: true,
  },
  verifiedLawyer: {
    id: 2,
    email: 'lawyer@spec-only.test',
    password: PASSWORD,
    name: 'Gareth Morgan',
    role: 'lawyer',
    isVerified: true,
  },
  unverifiedLawyer: {
    id: 3,
    email: 'new.lawyer@spec-only.test',
    password: PASSWORD,
    name: 'Nia Evans',
    role: 'lawyer',
    isVerified: false,
  },
  admin: {
    id: 4,
    email: 'admin@spec-only.test',
    password: PASSWORD,
    name: 'Alex Reid',
    role: 'admin',
    isVerified: true,
  },
} as const satisfies Record<string, StubAccount>;

/** A case description with this word is answered 500, for the failure path of posting a case. */
export const MATCH_FAILURE_WORD = 'stub-server-failure';

/** The words that place a case in a category; a description with none of them is not matched. */
export const CATEGORY_WORDS: ReadonlyArray<readonly [Category, RegExp]> = [
  ['Family Law', /\b(divorc\w*|custody|child arrangements?|separat\w*|maintenance)\b/i],
  ['Employment Law', /\b(dismiss\w*|redundan\w*|employer|tribunal|wages?)\b/i],
  ['Immigration Law', /\b(visa|asylum|immigration|settlement|citizenship)\b/i],
  ['Property Law', /\b(landlord|tenan\w*|lease\w*|conveyanc\w*|mortgage)\b/i],
  ['Criminal Law', /\b(arrest\w*|police|charged|offence|court summons)\b/i],
];

/** A matched lawyer's card as spec §3 lists it, and nothing more. */
export interface StubLawyer {
  id: number;
  name: string;
  profile_picture: null;
  specialization: Category;
  matchScore: number;
  rating: number;
  reviews: number;
  isVerified: boolean;
  location: string;
  experience: number;
  hourlyRate: number;
}

const lawyer = (
  id: number,
  name: string,
  specialization: Category,
  location: string,
  figures: Pick<StubLawyer, 'matchScore' | 'rating' | 'reviews' | 'experience' | 'hourlyRate'>,
): StubLawyer => ({
  id,
  name,
  profile_picture: null,
  specialization,
  isVerified: true,
  location,
  ...figures,
});

// matchScore as a fraction: the spec leaves the scale open (src/lib/format.ts reads 0–1 and 0–100)
export const STUB_LAWYERS: readonly StubLawyer[] = [
  lawyer(101, 'Eleanor Whitfield', 'Family Law', 'London', {
    matchScore: 0.93,
    rating: 4.9,
    reviews: 41,
    experience: 12,
    hourlyRate: 220,
  }),
  lawyer(102, 'Rhys Pritchard', 'Family Law', 'Cardiff', {
    matchScore: 0.81,
    rating: 4.6,
    reviews: 18,
    experience: 7,
    hourlyRate: 160,
  }),
  lawyer(103, 'Morag Sinclair', 'Employment Law', 'Glasgow', {
    matchScore: 0.88,
    rating: 4.7,
    reviews: 25,
    experience: 9,
    hourlyRate: 180,
  }),
  lawyer(104, 'Imran Qureshi', 'Immigration Law', 'Birmingham', {
    matchScore: 0.9,
    rating: 4.8,
    reviews: 33,
    experience: 11,
    hourlyRate: 190,
  }),
  lawyer(105, 'Fiona Doherty', 'Property Law', 'Belfast', {
    matchScore: 0.86,
    rating: 4.5,
    reviews: 12,
    experience: 15,
    hourlyRate: 170,
  }),
  lawyer(106, 'Callum Brooks', 'Criminal Law', 'Manchester', {
    matchScore: 0.84,
    rating: 4.6,
    reviews: 20,
    experience: 8,
    hourlyRate: 200,
  }),
];
