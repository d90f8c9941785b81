// What the cases screens say, in one place: spec §8's words for a failed post, and how a case's
// status and responses read (docs/decisions/0094-the-clients-cases-screens.md).
import type { CaseStatus } from '@/api/cases-contract';
import type { Category } from '@/api/contract';

// spec §8: Case post, exception
export const POST_FAILED = 'Something went wrong. Please try again.';
/** a post refused by a limit on open cases or on cases a day: the server's reason says which, and
 * when another can be posted (docs/decisions/0110-limits-on-writing.md) */
export const POST_LIMITED = 'Your case was not posted.';
export const UNREADABLE_FIGURES =
  'The server sent a response that could not be read. Please try again later.';

/** 'Your case is saved. Matching failed: …', said wherever a kept case could not be matched. */
export const savedButUnmatched = (reason: string) => `Your case is saved. Matching failed: ${reason}`;

/** A case's area of law; 'Not chosen' for one kept without an area, as it fits none of them
 * (docs/decisions/0061-classifier-says-when-it-is-unsure.md). */
export const areaWord = (category: Category | null) => category ?? 'Not chosen';

export const statusWord = (status: CaseStatus) => (status === 'open' ? 'Open' : 'Closed');

/** '1 response', '2 responses', and none yet. */
export const responsesWord = (count: number) =>
  count === 0 ? 'No responses yet' : `${count} ${count === 1 ? 'response' : 'responses'}`;
