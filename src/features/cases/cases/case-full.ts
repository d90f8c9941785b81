import { RESPONSES_MAX, type CaseDetail } from '@/api/cases-contract';

/** Whether the open case has had the responses a case can take (fair leads,
 * docs/decisions/0125-fair-leads-and-response-time.md): lawyers no longer see it. */
export const isFull = (kase: Pick<CaseDetail, 'status' | 'responseCount'>): boolean =>
  kase.status === 'open' && kase.responseCount >= RESPONSES_MAX;
