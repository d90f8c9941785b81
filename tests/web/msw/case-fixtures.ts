// The signed-in client's cases and lawyers' responses as the tests' backend keeps them
// (case-handlers.ts), parsed with the contract so they cannot drift from it.
import {
  caseDetailSchema,
  caseResponseSchema,
  type CaseDetail,
  type CaseResponse,
} from '@/api/cases-contract';
import { lawyerFixture } from './fixtures';

/** A response built on the fixture lawyer, parsed with the contract. */
export function caseResponse(overrides: Partial<Record<keyof CaseResponse, unknown>> = {}): CaseResponse {
  const { matchScore: _score, ...lawyer } = lawyerFixture;
  return caseResponseSchema.parse({
    id: 1,
    caseId: 1,
    lawyer,
    message: 'I have handled many cases like yours and can help you straight away.',
    fee: null,
    createdAt: '2026-11-02T10:00:00Z',
    ...overrides,
  });
}

/** A case of the signed-in client, with its responses, parsed with the contract. */
export function storedCase(overrides: Partial<Record<keyof CaseDetail, unknown>> = {}): CaseDetail {
  const responses = (overrides.responses as unknown[] | undefined) ?? [];
  return caseDetailSchema.parse({
    id: 1,
    title: 'Deposit not returned by my landlord',
    description: 'My landlord has kept my whole deposit without saying why.',
    location: 'Manchester',
    category: 'Property Law',
    urgency: 'Medium',
    status: 'open',
    createdAt: '2026-11-01T09:30:00Z',
    closedAt: null,
    clientFirstName: null,
    responseCount: responses.length,
    ...overrides,
    responses,
  });
}

/** The fixture client's cases when a test starts: two open ones, newest first. */
export const seededCases = () => [
  storedCase({
    id: 2,
    title: 'Unfair dismissal from my job',
    description: 'My employer dismissed me without a hearing.',
    location: 'Leeds',
    category: 'Employment Law',
    urgency: 'High',
    createdAt: '2026-11-03T12:00:00Z',
  }),
  storedCase({ id: 1 }),
];
