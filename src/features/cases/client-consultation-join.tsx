import { useId } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { useNow } from '@/features/cases/client-consultation-clock';
import { joinState, nextJoinChange } from '@/lib/join-window';

/** Join Meeting for a video consultation: open from 10 minutes before a confirmed start until its
 * end; before and after, disabled with the reason beside it (src/lib/join-window.ts). */
export function ClientConsultationJoin({ consultation }: { consultation: Consultation }) {
  const id = useId();
  const now = useNow((at) => nextJoinChange(consultation, at));
  const state = joinState(consultation, now);
  if (state.open) {
    return (
      <a href={state.url} target="_blank" rel="noreferrer" className={buttonVariants({ size: 'sm' })}>
        Join Meeting
      </a>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="sm" disabled aria-describedby={`${id}-why`}>
        Join Meeting
      </Button>
      <span id={`${id}-why`} className="text-sm text-slate-700">
        {state.reason}
      </span>
    </span>
  );
}
