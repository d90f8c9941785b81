// One entry of a record read as facts: a title, then 'term: value' lines (a verification
// history's events, for the admin and for the lawyer).
import type { ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

export function FactEntry({ title, facts }: { title: ReactNode; facts: Fact[] }) {
  return (
    <li className="grid gap-1.5 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">{title}</p>
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
