import type { CaseResponse } from '@/api/cases-contract';
import { useConversationPlaces } from '@/components/conversation-places';
import { HowWeRankNote } from '@/components/how-we-rank-note';
import { LawyerCard } from '@/features/cases/matches/lawyer-card';
import { formatLongDate } from '@/lib/dates';
import { feeWords } from '@/lib/format';
import { responsePriceWords } from '@/api/quote-words';
import { ResponseComparison } from '@/features/cases/cases/response-comparison';

function ResponseItem({ response, isOpen }: { response: CaseResponse; isOpen: boolean }) {
  // the way into the conversation with this lawyer, where the backend keeps conversations
  // (docs/decisions/0122-conversation-screens.md)
  const { ResponseConversation } = useConversationPlaces();
  return (
    <article
      aria-label={`Response from ${response.lawyer.name}`}
      className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50 p-5 md:grid-cols-[3fr_2fr]"
    >
      <div className="grid content-start gap-3">
        <p className="whitespace-pre-line text-slate-900">{response.message}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="sr-only">{response.quote ? 'Price' : 'Fee'}</dt>
            <dd className="font-semibold text-slate-900">
              {response.quote ? responsePriceWords(response) : feeWords(response.fee)}
            </dd>
          </div>
          {response.quote?.timescale ? (
            <div>
              <dt className="sr-only">Timescale</dt>
              <dd>{response.quote.timescale}</dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">Responded</dt>
            <dd>Responded {formatLongDate(response.createdAt)}</dd>
          </div>
        </dl>
        {response.quote?.includes ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Includes: </span>
            {response.quote.includes}
          </p>
        ) : null}
        {ResponseConversation ? (
          <ResponseConversation
            caseId={response.caseId}
            lawyerId={response.lawyer.id}
            lawyerName={response.lawyer.name}
          />
        ) : null}
      </div>
      {/* a booking from here keeps the fee offered in this response; a closed case invites none
          (docs/decisions/0116-one-fee-rule.md) */}
      <LawyerCard lawyer={response.lawyer} offeredFee={response.fee} canBook={isOpen} />
    </article>
  );
}

/** The lawyers' answers to the case, each with the lawyer's card, oldest first as served. */
export function CaseResponses({ responses, isOpen }: { responses: CaseResponse[]; isOpen: boolean }) {
  return (
    <section aria-labelledby="case-responses-title" className="mt-10">
      <h2 id="case-responses-title" className="text-2xl font-bold text-slate-900">
        Responses
      </h2>
      {responses.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {isOpen
            ? 'No lawyer has responded yet. Lawyers near you who practise this area of law can see your case and respond.'
            : 'No lawyer responded to this case.'}
        </p>
      ) : (
        <>
          <HowWeRankNote />
          {/* side by side once there are quotes to compare (docs/services-and-prices.md) */}
          {responses.length >= 2 && responses.some((r) => r.quote) ? (
            <ResponseComparison responses={responses} />
          ) : null}
          <ul className="mt-6 grid gap-6">
            {responses.map((response) => (
              <li key={response.id}>
                <ResponseItem response={response} isOpen={isOpen} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
