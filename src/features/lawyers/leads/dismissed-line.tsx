import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { undismissLead } from '@/api/leads';
import { MY_STATS_KEY } from '@/api/stats';
import { Button } from '@/components/ui/button';
import { leadKeys } from '@/features/lawyers/leads/lead-queries';

/** How long Undo is offered after Dismiss (docs/decisions/0119-smaller-things.md). */
const UNDO_MS = 10_000;

export interface Dismissed {
  id: string;
  title: string;
}

interface DismissedLineProps {
  dismissed: Dismissed | null;
  /** the line is done: its time ran out, or the lead is back */
  onDone: (restored: boolean) => void;
}

/** 'Lead dismissed.' with Undo for a few seconds after Dismiss: Undo takes the dismissal back
 * (DELETE of it) and the lead is in the list again. A failed Undo says why and stays. */
export function DismissedLine({ dismissed, onDone }: DismissedLineProps) {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: (id: string) => undismissLead(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.list });
      void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
      onDone(true);
    },
  });
  const { reset } = undo;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const id = dismissed?.id;
  // a new dismissal starts the time again
  useEffect(() => {
    reset();
    if (!id) return;
    const timer = setTimeout(() => done.current(false), UNDO_MS);
    return () => clearTimeout(timer);
  }, [id, reset]);

  return (
    <div role="status" className="empty:hidden">
      {dismissed ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-800">
          <span>Lead dismissed.</span>
          <Button
            size="sm"
            variant="outline"
            disabled={undo.isPending}
            onClick={() => undo.mutate(dismissed.id)}
            aria-label={`Undo: bring back ${dismissed.title}`}
          >
            {undo.isPending ? 'Undoing...' : 'Undo'}
          </Button>
          {undo.isError ? <span className="text-red-800">Could not undo. {undo.error.message}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
