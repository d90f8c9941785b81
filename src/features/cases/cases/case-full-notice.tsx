import { RESPONSES_MAX, type CaseDetail } from '@/api/cases-contract';
import { isFull } from '@/features/cases/cases/case-full';

/** On the client's case page, once the case is full: no more lawyers will respond. */
export function CaseFullNotice({ kase }: { kase: Pick<CaseDetail, 'status' | 'responseCount'> }) {
  if (!isFull(kase)) return null;
  return (
    <section
      aria-label="No more responses"
      className="mb-8 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
    >
      <p className="font-semibold">
        Your case has had the {RESPONSES_MAX} responses a case can take: no more lawyers will respond.
      </p>
      <p className="mt-1">
        Compare the responses below and talk to the lawyers who answered; close the case when you no longer
        need it.
      </p>
    </section>
  );
}
