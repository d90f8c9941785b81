import { useState } from 'react';
import type { Category } from '@/api/contract';
import { BookingCase } from '@/features/cases/booking/book-case-context';
import { areaWord } from '@/features/cases/cases/case-words';
import { CategoryCheck } from '@/features/cases/matches/category-check';
import { RecommendedLawyers } from '@/features/cases/matches/recommended-lawyers';
import type { Results } from '@/features/cases/cases/posting-results';
import { MatchFailedAfterKeep } from '@/features/cases/cases/use-post-case';
import { useRecategorise } from '@/features/cases/cases/use-recategorise';

interface DashboardResultsProps {
  results: Results;
  onResults: (results: Results) => void;
  isPosting: boolean;
}

/** The dashboard's results: the lawyers of the last post and, for a kept case, the area of law
 * it is filed under with the way to change it and match again. */
export function DashboardResults({ results, onResults, isPosting }: DashboardResultsProps) {
  const recategorise = useRecategorise();
  // said of one case: a later post starts without it
  const [failure, setFailure] = useState<{ caseId: string; text: string } | null>(null);
  const { kept, outcome } = results;

  const choose = (category: Category) => {
    if (!kept) return;
    setFailure(null);
    recategorise.mutate(
      { kept, category },
      {
        onSuccess: ({ kept: filed, match }) =>
          onResults({
            outcome: match.matched ? 'matched' : 'unmatched',
            lawyers: match.matched ? match.lawyers : [],
            kept: filed,
            chosen: true,
          }),
        onError: (error) => {
          if (error instanceof MatchFailedAfterKeep) {
            onResults({ ...results, kept: error.kept, chosen: true });
            setFailure({
              caseId: kept.id,
              text: `Your case is filed under ${areaWord(error.kept.category)}. Matching failed: ${error.message}`,
            });
          } else {
            setFailure({ caseId: kept.id, text: `The area of law could not be changed. ${error.message}` });
          }
        },
      },
    );
  };

  const showCheck = kept !== null && !isPosting && (outcome === 'matched' || outcome === 'unmatched');
  // a consultation booked from these results is about the case just kept
  return (
    <BookingCase value={kept?.id ?? null}>
      <RecommendedLawyers
        lawyers={results.lawyers}
        outcome={outcome}
        isLoading={isPosting || recategorise.isPending}
        kept={kept}
        categoryCheck={
          showCheck ? (
            <CategoryCheck
              key={kept.id}
              category={kept.category}
              chosen={results.chosen ?? false}
              isMatching={recategorise.isPending}
              failure={failure?.caseId === kept.id ? failure.text : null}
              onChoose={choose}
            />
          ) : null
        }
      />
    </BookingCase>
  );
}
