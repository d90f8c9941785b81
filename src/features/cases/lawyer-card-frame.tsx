import type { ReactNode } from 'react';
import { Avatar } from '@/components/avatar';
import { Card } from '@/components/ui/card';
import { LawyerFacts, type CardLawyer } from '@/features/cases/lawyer-facts';
import { CardPrices } from '@/features/cases/services/card-prices';

/**
 * A lawyer as a card, less its buttons: the photo, the name and area, the facts and the price line
 * (where the backend says: the service of the case's area, or the service searched for, first;
 * docs/services-and-prices.md). The match's card and the directory's card differ only in their
 * buttons (docs/decisions/0128-directory-page.md).
 */
export function LawyerCardFrame({ lawyer, children }: { lawyer: CardLawyer; children: ReactNode }) {
  const headingId = `lawyer-${lawyer.id}-name`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-center gap-4">
        <Avatar name={lawyer.name} src={lawyer.profile_picture} />
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {lawyer.name}
          </h3>
          <p className="text-sm font-medium text-blue-800">{lawyer.specialization}</p>
        </div>
      </div>
      <div className="mt-4 flex-1">
        <LawyerFacts lawyer={lawyer} />
        {lawyer.services ? <CardPrices services={lawyer.services} /> : null}
      </div>
      {children}
    </Card>
  );
}
