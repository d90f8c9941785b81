// What the cases screens say, in one place: spec §8's words for a failed post, and how a case's
// status, responses and a lawyer's fee read (docs/decisions/0094-the-clients-cases-screens.md).
import type { CaseResponse, CaseStatus } from '@/api/cases-contract';

// spec §8: Case post, exception
export const POST_FAILED = 'Something went wrong. Please try again.';
export const UNREADABLE_FIGURES =
  'The server sent a response that could not be read. Please try again later.';

/** 'Your case is saved. Matching failed: …', said wherever a kept case could not be matched. */
export const savedButUnmatched = (reason: string) => `Your case is saved. Matching failed: ${reason}`;

export const statusWord = (status: CaseStatus) => (status === 'open' ? 'Open' : 'Closed');

/** '1 response', '2 responses', and none yet. */
export const responsesWord = (count: number) =>
  count === 0 ? 'No responses yet' : `${count} ${count === 1 ? 'response' : 'responses'}`;

/** £250, or £120.50 where there are pence. */
function pounds(pence: number) {
  const whole = pence % 100 === 0;
  return `£${(pence / 100).toLocaleString('en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

/** 'Fixed fee £250', '£120 per hour', 'No fee given'. */
export function feeWords(fee: CaseResponse['fee']) {
  if (!fee) return 'No fee given';
  return fee.kind === 'fixed'
    ? `Fixed fee ${pounds(fee.amountPence)}`
    : `${pounds(fee.amountPence)} per hour`;
}
