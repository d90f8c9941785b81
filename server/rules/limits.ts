// How much one person may write, so that nobody can flood the others (docs/decisions/0110-limits-on-writing.md):
// a client keeps at most 10 open cases and posts at most 10 in any 24 hours; a client holds at
// most 3 consultations waiting for an answer with one lawyer, and 10 in all; an account sends at
// most 60 messages in any hour (docs/conversations.md). The numbers are here once (the messages'
// in the contract); the services count and refuse.
import { LONDON } from '../../src/api/booking-contract.ts';
import { MESSAGES_PER_HOUR } from '../../src/api/conversations-contract.ts';
import { formatWall } from './booking/wall-time.ts';

export const OPEN_CASES_MAX = 10;
export const CASES_PER_DAY_MAX = 10;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const WAITING_WITH_ONE_LAWYER_MAX = 3;
export const WAITING_IN_ALL_MAX = 10;

export type CaseRefusal = { detail: string; retryAfterSeconds?: number };

/**
 * Whether the client may post another case now: null, or why not and, when waiting helps, how
 * long (the moment the oldest of the day's cases leaves the 24 hours).
 */
export function caseRefusal(
  { open, postedSince }: { open: number; postedSince: readonly string[] },
  now: number,
): CaseRefusal | null {
  if (open >= OPEN_CASES_MAX) {
    return {
      detail: `You have ${OPEN_CASES_MAX} open cases. Close one you no longer need before you post another.`,
    };
  }
  if (postedSince.length < CASES_PER_DAY_MAX) return null;
  const oldest = postedSince[postedSince.length - CASES_PER_DAY_MAX] ?? postedSince[0] ?? '';
  const until = Date.parse(oldest) + DAY_MS;
  return {
    detail: `You have posted ${CASES_PER_DAY_MAX} cases in the last 24 hours. You can post another from ${formatWall(until, LONDON)}.`,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  };
}

/** Whether the client may ask for another consultation: null, or why not. */
export function bookingRefusal({ withLawyer, inAll }: { withLawyer: number; inAll: number }): string | null {
  if (withLawyer >= WAITING_WITH_ONE_LAWYER_MAX) {
    return `You already have ${WAITING_WITH_ONE_LAWYER_MAX} consultations waiting for an answer with this lawyer. Wait for their answer, or cancel one, before you ask for another.`;
  }
  if (inAll >= WAITING_IN_ALL_MAX) {
    return `You already have ${WAITING_IN_ALL_MAX} consultations waiting for an answer. Wait for the lawyers' answers, or cancel one, before you ask for another.`;
  }
  return null;
}

/**
 * Whether the account may send another message now, given when it sent each of its messages of
 * the last hour, oldest first: null, or why not and how long until the oldest of them leaves the
 * hour.
 */
export function messageRefusal(sentSince: readonly string[], now: number): CaseRefusal | null {
  if (sentSince.length < MESSAGES_PER_HOUR) return null;
  const oldest = sentSince[sentSince.length - MESSAGES_PER_HOUR] ?? sentSince[0] ?? '';
  const until = Date.parse(oldest) + HOUR_MS;
  return {
    detail: `You have sent ${MESSAGES_PER_HOUR} messages in the last hour. You can send another from ${formatWall(until, LONDON)}.`,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  };
}
