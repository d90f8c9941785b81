// How many lawyers have answered a lead, of the responses a case takes (fair leads,
// docs/decisions/0125-fair-leads-and-response-time.md).
import { RESPONSES_MAX } from '@/api/cases-contract';

/** 'No one has answered yet', '1 of 5 has answered', '2 of 5 have answered'; null from a backend
 * that does not say. */
export function answeredWords(count: number | undefined): string | null {
  if (count === undefined) return null;
  if (count === 0) return 'No one has answered yet';
  return `${count} of ${RESPONSES_MAX} ${count === 1 ? 'has' : 'have'} answered`;
}
