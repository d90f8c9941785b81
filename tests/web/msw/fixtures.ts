// Fixtures are parsed with the contract's schemas, so they cannot drift from it.
import {
  apiUserSchema,
  loginResponseSchema,
  matchedLawyerSchema,
  type ApiUser,
  type UserType,
} from '@/api/contract';

export const PASSWORD = 'correct-horse';

export const accounts: Record<string, ApiUser> = {
  'client@example.com': apiUserSchema.parse({
    id: 11,
    email: 'client@example.com',
    name: 'Chloe Client',
    role: 'client',
    isVerified: true,
  }),
  'lawyer@example.com': apiUserSchema.parse({
    id: 22,
    email: 'lawyer@example.com',
    name: 'Liam Lawyer',
    role: 'lawyer',
    isVerified: false,
  }),
  'verified@example.com': apiUserSchema.parse({
    id: 23,
    email: 'verified@example.com',
    name: 'Vera Verified',
    role: 'lawyer',
    isVerified: true,
  }),
  'admin@example.com': apiUserSchema.parse({
    id: 33,
    email: 'admin@example.com',
    name: 'Ada Admin',
    role: 'admin',
    isVerified: true,
  }),
};

export function tokensFor(user: { id: string }) {
  return { access: `access-${user.id}`, refresh: `refresh-${user.id}` };
}

export function loginResponse(email: string) {
  const user = accounts[email];
  if (!user) throw new Error(`no fixture account ${email}`);
  return loginResponseSchema.parse({ tokens: tokensFor(user), user });
}

/** The first fixture account of `role`, as the session holds it once signed in. */
export function sessionUser(role: UserType, overrides: Partial<ApiUser> = {}): ApiUser {
  const account = Object.values(accounts).find((a) => a.role === role);
  if (!account) throw new Error(`no fixture for ${role}`);
  return { ...account, ...overrides };
}

export const lawyerFixture = matchedLawyerSchema.parse({
  id: 101,
  name: 'Sarah Mitchell',
  profile_picture: null,
  specialization: 'Family Law',
  matchScore: 0.87,
  rating: 4.9,
  reviews: 127,
  isVerified: true,
  location: 'London',
  experience: 8,
  hourlyRate: 150,
});
