// One event of a verification history read as facts: what happened, then 'term: value' lines,
// for the admin and for the lawyer, each in their own words (src/lib/history-words.ts).
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import {
  actionWords,
  changesWords,
  noteLabel,
  whoWords,
  type HistoryEvent,
  type HistoryReader,
} from '@/lib/history-words';
import { dateFormat } from '@/lib/intl';

type Fact = [term: string, value: ReactNode];

// the admin's desk: '2 Apr 2026, 10:15', the time as it was in London, whatever the browser's zone
const deskTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

function whenWords(at: string, reader: HistoryReader) {
  if (reader === 'lawyer') return formatDateTime(at);
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : deskTime.format(date);
}

interface HistoryEntryProps {
  event: HistoryEvent & { at: string; version: number; note: string | null };
  reader: HistoryReader;
}

export function HistoryEntry({ event, reader }: HistoryEntryProps) {
  const facts: Fact[] = [
    [
      'When',
      <time key="at" dateTime={event.at}>
        {whenWords(event.at, reader)}
      </time>,
    ],
    ['By', whoWords(event)],
  ];
  // the admin decides on a version (docs/decisions/0075-decisions-name-the-version-reviewed.md)
  if (reader === 'admin') facts.push(['Version', event.version]);
  if (event.note) facts.push([noteLabel(event), event.note]);
  if (event.changes.length > 0) facts.push(['Changed', changesWords(event, reader)]);
  return (
    <li className="grid gap-1.5 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">{actionWords(event, reader)}</p>
      <dl className="grid gap-1 text-slate-700">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-900">{term}:</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
