import type { ReactNode } from 'react';
import type { Case } from '@/api/cases-contract';
import { answerRows } from '@/api/intake-answers';
import { IntakeAnswers } from '@/components/intake-answers';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { areaWord, statusWord } from '@/features/cases/cases/case-words';
import { formatLongDate } from '@/lib/dates';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The case as kept: what the client wrote and what it is filed under. */
export function CaseDetails({ kase, actions }: { kase: Case; actions: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="case-details-title" className="grid gap-5 p-6">
      <div>
        <h2 id="case-details-title" className="sr-only">
          About this case
        </h2>
        <p className="whitespace-pre-line text-slate-800">{kase.description}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact term="Place">{kase.location}</Fact>
        <Fact term="Area of law">{areaWord(kase.category)}</Fact>
        <Fact term="Urgency">{kase.urgency}</Fact>
        <Fact term="Status">
          <Badge variant={kase.status === 'open' ? 'success' : 'secondary'}>{statusWord(kase.status)}</Badge>
        </Fact>
        <Fact term="Posted">{formatLongDate(kase.createdAt)}</Fact>
        {kase.closedAt ? <Fact term="Closed">{formatLongDate(kase.closedAt)}</Fact> : null}
      </dl>
      <IntakeAnswers rows={answerRows(kase.category, kase.answers)} />
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </Card>
  );
}
