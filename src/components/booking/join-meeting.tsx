import { Video } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { joinState, type Joinable } from '@/lib/join-window';

interface JoinMeetingProps {
  consultation: Joinable;
  /** the time to judge the window by (src/lib/use-now.ts renews it at the next change) */
  now: Date;
  /** its accessible name where a list holds several: 'Join Meeting: Sam Soon, Mon, …' */
  name?: string;
}

/**
 * Join Meeting, for the client and the lawyer alike: a link to the meeting, in a new tab, from 10
 * minutes before a confirmed video consultation until its end; before and after, a button that
 * says why it does nothing. It is aria-disabled rather than disabled, so the keyboard still
 * reaches it and hears the reason (docs/decisions/0099-consultations-on-the-dashboards.md).
 */
export function JoinMeeting({ consultation, now, name = 'Join Meeting' }: JoinMeetingProps) {
  const reasonId = useId();
  const state = joinState(consultation, now);
  if (state.open) {
    return (
      <a
        href={state.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${name} (opens in a new tab)`}
        data-slot="button"
        className={buttonVariants({ size: 'sm' })}
      >
        <Video aria-hidden="true" />
        Join Meeting
      </a>
    );
  }
  return (
    <div className="grid gap-1 sm:flex sm:items-center sm:gap-2">
      <Button
        size="sm"
        aria-disabled="true"
        aria-label={name}
        aria-describedby={reasonId}
        className="cursor-not-allowed opacity-60 hover:bg-blue-800"
      >
        <Video aria-hidden="true" />
        Join Meeting
      </Button>
      <p id={reasonId} className="text-sm text-slate-700">
        {state.reason}
      </p>
    </div>
  );
}
