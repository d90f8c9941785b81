import { Info } from 'lucide-react';

export const REVIEW_NOTICE_ID = 'review-notice';

/** Before a verified lawyer saves: which changes go to an admin, and that nothing is lost
 * meanwhile (docs/decisions/0086-save-is-not-submit.md). The button names it as its description. */
export function ReviewNotice({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <div
      id={REVIEW_NOTICE_ID}
      className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          Changing your name, regulator, licence number or a document needs a new review. You stay verified on
          your current details until an admin decides.
        </p>
        <p className="font-medium">Needs a review: {changes.join(', ')}.</p>
      </div>
    </div>
  );
}
