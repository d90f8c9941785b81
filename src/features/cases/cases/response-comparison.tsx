import { useId, useState } from 'react';
import type { CaseResponse } from '@/api/cases-contract';
import { Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { basisWords, responsePriceWords, sortedResponses, type TotalOrder } from '@/api/quote-words';
import { ratingWords } from '@/lib/rating-words';
import { respondsWithin } from '@/lib/response-time-words';

const ORDERS: Record<TotalOrder, { label: string; said: string }> = {
  received: { label: 'Order received', said: 'Sorted in the order received.' },
  lowest: {
    label: 'Total: lowest first',
    said: 'Sorted by total, lowest first. Hourly rates and no price come after.',
  },
  highest: {
    label: 'Total: highest first',
    said: 'Sorted by total, highest first. Hourly rates and no price come after.',
  },
};
const ARIA_SORT = { received: 'none', lowest: 'ascending', highest: 'descending' } as const;

const COLUMNS = [
  'Total price as quoted',
  'Basis',
  'Timescale',
  'What is included',
  'Rating',
  'Response time',
] as const;

/** What a comparison shows of each response, in the order of COLUMNS. */
function factsOf(response: CaseResponse): Array<[label: (typeof COLUMNS)[number], value: string]> {
  const { quote, lawyer } = response;
  const values = [
    responsePriceWords(response),
    basisWords(response),
    quote?.timescale || 'Not given',
    quote?.includes || 'Not given',
    ratingWords(lawyer.rating, lawyer.reviews),
    // the cards' words (docs/decisions/0125-fair-leads-and-response-time.md)
    respondsWithin(lawyer.responseTimeHours) ?? 'Not known yet',
  ];
  return COLUMNS.map((label, i) => [label, values[i] ?? '']);
}

/**
 * The responses' quotes side by side (docs/services-and-prices.md, "Comparing responses"): a table
 * of one row per response on a wide screen, a list of the same facts on a phone, sorted by total
 * on request. The table and the list are the same facts; only one is shown at a width.
 */
export function ResponseComparison({ responses }: { responses: CaseResponse[] }) {
  const [order, setOrder] = useState<TotalOrder>('received');
  const [said, setSaid] = useState('');
  const sortId = useId();
  const rows = sortedResponses(responses, order);
  return (
    <section
      aria-labelledby="compare-responses-title"
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="compare-responses-title" className="text-lg font-semibold text-slate-900">
            Compare the quotes
          </h3>
          <p className="text-sm text-slate-700">
            Totals include VAT and disbursements as each lawyer quoted them. An hourly rate is not a total.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <Select
            id={sortId}
            value={order}
            onChange={(event) => {
              const next = event.target.value as TotalOrder;
              setOrder(next);
              setSaid(ORDERS[next].said);
            }}
          >
            {(Object.keys(ORDERS) as TotalOrder[]).map((key) => (
              <option key={key} value={key}>
                {ORDERS[key].label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <div data-layout="wide" className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">The quotes of the lawyers who responded, one row each</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Lawyer
              </th>
              {COLUMNS.map((label) => (
                <th
                  key={label}
                  scope="col"
                  className="py-2 pr-4 font-semibold"
                  aria-sort={label === 'Total price as quoted' ? ARIA_SORT[order] : undefined}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((response) => (
              <tr key={response.id} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
                  {response.lawyer.name}
                </th>
                {factsOf(response).map(([label, value], i) => (
                  <td
                    key={label}
                    className={
                      i === 0 ? 'py-3 pr-4 font-semibold text-slate-900' : 'py-3 pr-4 text-slate-800'
                    }
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol data-layout="narrow" aria-label="The quotes" className="grid gap-3 md:hidden">
        {rows.map((response) => (
          <li key={response.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{response.lawyer.name}</p>
            <dl className="mt-2 grid gap-2 text-sm">
              {factsOf(response).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
