import { useQuery } from '@tanstack/react-query';
import { Stars } from '@/components/reviews/stars';
import { myStatsQuery } from '@/features/lawyers/leads/lead-queries';
import { NO_REVIEWS, ratingWords } from '@/lib/rating-words';

/**
 * '4.3 (12 reviews)' with its stars, or 'No reviews yet' (never 0 stars). The count is the list's;
 * the average is the dashboard figures' (the same query as the figures above, no second call).
 * Without them, the count alone.
 */
export function ReviewSummary({ count }: { count: number }) {
  const stats = useQuery(myStatsQuery);
  const average = stats.data?.role === 'lawyer' ? stats.data.averageRating : null;
  if (count === 0) return <p className="text-slate-700">{NO_REVIEWS}</p>;
  if (average === null) {
    return <p className="text-slate-800">{count === 1 ? '1 review' : `${count} reviews`}</p>;
  }
  return (
    <p className="flex items-center gap-2 text-slate-800">
      {/* the words say the figure; the stars are for the eye */}
      <span aria-hidden="true">
        <Stars rating={average} label={ratingWords(average, count)} />
      </span>
      <span className="font-medium">{ratingWords(average, count)}</span>
    </p>
  );
}
