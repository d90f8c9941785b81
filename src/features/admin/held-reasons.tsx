import type { ReportedReview } from '@/api/reviews-contract';
import { HOLD_WORDS } from '@/features/admin/reported-reviews-words';

/** Why a review waits for a check before it counts anywhere (docs/decisions/0111-held-reviews.md):
 * every reason that holds, in words. */
export function HeldReasons({ item, title }: { item: ReportedReview; title: string }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <h4 className="font-semibold">Held for a check</h4>
      <p>It counts nowhere, and no one sees it, until it is published.</p>
      <ul className="mt-1 list-disc pl-5" aria-label={`Why the ${title.toLowerCase()} is held`}>
        {item.held.map((reason) => (
          <li key={reason}>{HOLD_WORDS[reason]}</li>
        ))}
      </ul>
    </div>
  );
}
