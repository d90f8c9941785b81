// The SPA's calls that read JSON, each with the contract schema it parses with (or that its reader
// by hand is held to, docs/decisions/0160-first-answers-read-by-hand.md) and a body
// that schema accepts (the properties fuzz around it).
import type { z } from 'zod';
import { fetchMe, loginRequest, registerRequest } from '@/api/accounts';
import {
  approveVerificationRequest,
  fetchVerificationCounts,
  fetchVerificationHistory,
  fetchVerificationRequests,
  rejectVerificationRequest,
  requestVerificationInfo,
} from '@/api/admin';
import {
  lawyerProfileSchema,
  loginResponseSchema,
  matchResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  verificationCountsSchema,
  verificationHistorySchema,
  verificationListSchema,
  verificationRequestSchema,
} from '@/api/contract';
import { matchLawyers } from '@/api/match';
import { fetchLawyerProfile, submitLawyerProfile } from '@/api/profiles';
import { verificationFixtures } from '../msw/admin-handlers';
import { accounts, lawyerFixture, loginResponse } from '../msw/fixtures';
import { onePage } from '../msw/pages';
import { submittedProfile } from '../msw/profile-handlers';

export interface JsonCall {
  name: string;
  call: () => Promise<unknown>;
  schema: z.ZodType;
  sample: unknown;
  /** sends the token: a 401 is refreshed once, which reads up to two more answers */
  authed: boolean;
}

export const eleanor = verificationFixtures[0];
const form = () => {
  const data = new FormData();
  data.append('location', 'Leeds');
  return data;
};

export const jsonCalls: JsonCall[] = [
  {
    name: 'login',
    call: () => loginRequest({ email: 'client@example.com', password: 'secret' }),
    schema: loginResponseSchema,
    sample: loginResponse('client@example.com'),
    authed: false,
  },
  {
    name: 'register',
    call: () =>
      registerRequest({ name: 'N', email: 'n@example.com', password: 'secret', userType: 'client' }),
    schema: registerResponseSchema,
    sample: loginResponse('client@example.com'),
    authed: false,
  },
  {
    name: 'me',
    call: fetchMe,
    schema: meResponseSchema,
    sample: accounts['client@example.com'],
    authed: true,
  },
  {
    name: 'match',
    call: () => matchLawyers({ city: 'London', issue: 'divorce' }),
    schema: matchResponseSchema,
    sample: { matched: true, lawyers: [lawyerFixture] },
    authed: false,
  },
  {
    name: 'own profile',
    call: fetchLawyerProfile,
    schema: lawyerProfileSchema,
    sample: submittedProfile(),
    authed: true,
  },
  {
    name: 'admin queue',
    call: () => fetchVerificationRequests({ status: 'pending', search: 'a' }),
    schema: verificationListSchema,
    sample: onePage(verificationFixtures),
    authed: true,
  },
  // the lists by state: one list, their counts, a request's history
  // (docs/decisions/0086-save-is-not-submit.md)
  {
    name: 'admin list by state',
    call: () => fetchVerificationRequests({ queue: 'rechecks', search: 'a' }),
    schema: verificationListSchema,
    sample: onePage([
      {
        ...eleanor,
        kind: 'change',
        pendingChange: { full_name: 'E W', regulator: 'SRA', license_number: '482914' },
      },
    ]),
    authed: true,
  },
  {
    name: 'admin counts',
    call: () => fetchVerificationCounts(),
    schema: verificationCountsSchema,
    sample: { new: 3, info_requested: 0, rechecks: 1, approved: 12, rejected: 2 },
    authed: true,
  },
  {
    name: 'history',
    call: () => fetchVerificationHistory('501'),
    schema: verificationHistorySchema,
    sample: [
      {
        id: '1',
        at: '2026-03-12T09:30:00Z',
        action: 'submitted',
        kind: 'first',
        version: 1,
        by: 'Lawyer',
        note: null,
        changes: [],
      },
      {
        id: '2',
        at: '2026-03-13T10:00:00Z',
        action: 'rejected',
        kind: 'first',
        version: 1,
        by: 'Ada Admin (admin)',
        note: 'The ID is blurred.',
        changes: ['government_id'],
      },
    ],
    authed: true,
  },
  {
    name: 'approve',
    call: () => approveVerificationRequest('501'),
    schema: verificationRequestSchema,
    sample: eleanor,
    authed: true,
  },
  {
    name: 'reject',
    call: () => rejectVerificationRequest('501', { reason: 'x' }),
    schema: verificationRequestSchema,
    sample: { ...eleanor, status: 'rejected', reason: 'x' },
    authed: true,
  },
  {
    name: 'request-info',
    call: () => requestVerificationInfo('501', { message: 'x' }),
    schema: verificationRequestSchema,
    sample: { ...eleanor, status: 'info_requested', message: 'x' },
    authed: true,
  },
];

/** The profile upload, whose answer is "only logged" (spec §7): any 2xx is success. */
export const profileUpload = () => submitLawyerProfile(form());
