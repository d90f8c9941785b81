import { useRef, type KeyboardEvent } from 'react';
import { QUEUES, type Queue } from '@/api/contract';
import { QUEUE_LABELS, QUEUE_PANEL_ID, queueTabId } from '@/features/admin/queue-words';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

interface Props {
  active: Queue;
  counts: Record<Queue, number>;
  onChange: (queue: Queue) => void;
}

/** The lists by state, as tabs (the ARIA tabs pattern): the arrow keys, Home and End move
 * between them and show the list focused; Tab goes on into the list
 * (docs/decisions/0029-accessible-at-two-widths.md). */
export function QueueTabs({ active, counts, onChange }: Props) {
  const tabs = useRef<Partial<Record<Queue, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = QUEUES.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = QUEUES[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Verification requests by state"
      className="flex flex-wrap gap-x-1 border-b border-slate-200"
    >
      {QUEUES.map((queue, index) => {
        const selected = queue === active;
        return (
          <button
            key={queue}
            ref={(element) => {
              tabs.current[queue] = element;
            }}
            type="button"
            role="tab"
            id={queueTabId(queue)}
            aria-selected={selected}
            aria-controls={selected ? QUEUE_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(queue)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none',
              selected
                ? 'border-blue-800 text-blue-900'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {`${QUEUE_LABELS[queue]} (${formatCount(counts[queue])})`}
          </button>
        );
      })}
    </div>
  );
}
