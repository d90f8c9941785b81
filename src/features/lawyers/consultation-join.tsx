import { ExternalLink, Video } from 'lucide-react';
import { useId } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { Button } from '@/components/ui/button';
import { actionName } from '@/features/lawyers/consultation-words';
import { joinState } from '@/lib/join-window';

/**
 * Join Meeting: a link to the meeting, in a new tab, from 10 minutes before a confirmed video
 * consultation until its end; before and after, a button that says why it does nothing. It is
 * aria-disabled rather than disabled, so the keyboard still reaches it and hears the reason
 * (docs/decisions/0099-consultations-on-the-dashboards.md).
 */
export function JoinMeeting({ consultation, now }: { consultation: Consultation; now: Date }) {
  const reasonId = useId();
  const state = joinState(consultation, now);
  const name = actionName('Join Meeting', consultation);
  if (state.open) {
    return (
      <Button asChild size="sm">
        <a
          href={state.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} (opens in a new tab)`}
        >
          <Video aria-hidden="true" />
          Join Meeting
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
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
