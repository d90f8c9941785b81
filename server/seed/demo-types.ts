// The shapes of the demo market's cases (demo-cases.ts), shared with the files that hold their
// stories and replies.
import type { ResponseFee, Urgency } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';

export interface DemoResponse {
  /** the answering demo lawyer (by e-mail), whom the case is a lead for; none named: the nearest not yet answering */
  lawyer?: string;
  message: string;
  fee: ResponseFee | null;
  /** hours after the case was posted; none: spread over the hours after it */
  afterHours?: number;
}

export interface DemoCase {
  client: string;
  title: string;
  description: string;
  location: string;
  category: Category;
  urgency: Urgency;
  /** how long ago it was posted */
  hoursAgo: number;
  responses: DemoResponse[];
  /** a case of the past: closed this long ago (docs/decisions/0125-fair-leads-and-response-time.md) */
  closedHoursAgo?: number;
}

/** A case of the market: where, how urgent, how long ago (hours), title, description. */
export type StoryRow = [town: string, urgency: Urgency, hoursAgo: number, title: string, description: string];
