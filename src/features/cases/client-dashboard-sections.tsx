// The client dashboard's sections under its first cards: the lawyers matched to the newest case
// or to the one just posted, the conversations, the upcoming consultations and a review to write.
// The page draws its heading, Post New Case and Your Cases without them, then loads them as one
// file (docs/decisions/0137-dashboards-draw-their-first-cards-first.md).
import { useConversationPlaces } from '@/components/conversation-places';
import { UpcomingConsultationsCard } from '@/features/cases/consultations/client-consultations-card';
import { DashboardResults } from '@/features/cases/matches/dashboard-results';
import { NewestCaseMatches } from '@/features/cases/matches/newest-case-matches';
import { ReviewCard } from '@/features/cases/reviews/review-card';
import type { Results } from '@/features/cases/cases/posting-results';

interface Props {
  results: Results;
  onResults: (results: Results) => void;
  isPosting: boolean;
  isFormOpen: boolean;
}

export function ClientDashboardSections({ results, onResults, isPosting, isFormOpen }: Props) {
  // the client's conversations with the lawyers who responded (docs/decisions/0122-conversation-screens.md)
  const { MessagesCard } = useConversationPlaces();
  return (
    <>
      {results.outcome === 'none' && !isPosting && !isFormOpen ? (
        // nothing posted on this visit, and no case being written: the newest open case's lawyers
        <NewestCaseMatches />
      ) : (
        <DashboardResults results={results} onResults={onResults} isPosting={isPosting} />
      )}
      {MessagesCard ? <MessagesCard /> : null}
      <UpcomingConsultationsCard />
      <ReviewCard />
    </>
  );
}
