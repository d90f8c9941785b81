import type { CaseResponse } from '@/api/cases-contract';
import { responsePriceWords } from '@/api/quote-words';
import { feeWords } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';
import type { Ref } from 'react';

/** The lawyer's own response to a lead: what they wrote, the fee they quoted, when. */
export function OwnResponse({
  response,
  headingRef,
}: {
  response: CaseResponse | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="own-response-title"
      className="grid gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id="own-response-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        Your response
      </h2>
      {response ? (
        <>
          <p className="whitespace-pre-line text-slate-800">{response.message}</p>
          <p className="text-sm font-medium text-slate-800">
            {response.quote ? responsePriceWords(response) : feeWords(response.fee)}
          </p>
          {response.quote?.includes ? (
            <p className="text-sm text-slate-700">Includes: {response.quote.includes}</p>
          ) : null}
          {response.quote?.timescale ? (
            <p className="text-sm text-slate-700">Timescale: {response.quote.timescale}</p>
          ) : null}
          <p className="text-xs text-slate-600">Sent {formatDateTime(response.createdAt)}</p>
        </>
      ) : (
        // a backend may say that the lawyer responded without sending the response itself
        <p className="text-slate-800">You have responded to this case.</p>
      )}
    </section>
  );
}
