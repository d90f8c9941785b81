import { MapPin, Navigation, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Lead } from '@/api/cases-contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { answeredWords } from '@/features/lawyers/leads/answered-words';
import { RespondDialog } from '@/features/lawyers/leads/respond-dialog';
import { UrgencyBadge } from '@/features/lawyers/leads/urgency-badge';
import { useDismissLead } from '@/features/lawyers/leads/use-dismiss-lead';
import { useFocusWhenRemoved } from '@/lib/use-focus-when-removed';
import { formatDate } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';

/** One lead in 'New Client Cases': what the lawyer may know of it (the client's first name
 * only), and Respond to Case, View Details and Dismiss. */
export function LeadItem({ lead, onDismissed }: { lead: Lead; onDismissed?: () => void }) {
  const dismiss = useDismissLead(lead, undefined, onDismissed);
  // once sent, Respond to Case leaves the page: the focus goes on from View Details
  const detailsRef = useFocusWhenRemoved<HTMLAnchorElement>(lead.responded ? 0 : 1);
  const answered = answeredWords(lead.responseCount);

  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{lead.title}</h3>
          <p className="text-sm text-slate-700">
            {lead.clientFirstName} · {lead.category}
          </p>
        </div>
        <UrgencyBadge urgency={lead.urgency} />
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {lead.location}
        </span>
        {lead.distance ? (
          <span className="inline-flex items-center gap-1">
            <Navigation className="size-4" aria-hidden="true" />
            {lead.distance}
          </span>
        ) : null}
        <span>Posted {formatDate(lead.createdAt)}</span>
        {answered ? (
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {answered}
          </span>
        ) : null}
      </p>
      {dismiss.isError ? (
        <Alert className="mt-3">
          <p className="font-semibold">The case was not dismissed.</p>
          <p>{dismiss.error.message}</p>
        </Alert>
      ) : null}
      {/* a phone's card has no room for all of them side by side: full width, not a ragged wrap */}
      <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:items-center">
        {lead.responded ? (
          <Badge variant="success" className="justify-self-start">
            Responded
          </Badge>
        ) : (
          <RespondDialog lead={lead} />
        )}
        <Link
          ref={detailsRef}
          to={pathTo(paths.lead, lead.id)}
          aria-label={`View Details of ${lead.title}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View Details
        </Link>
        <Button
          size="sm"
          variant="ghost"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
          aria-label={`${dismiss.isPending ? 'Dismissing' : 'Dismiss'} ${lead.title}`}
        >
          {dismiss.isPending ? 'Dismissing...' : 'Dismiss'}
        </Button>
      </div>
    </li>
  );
}
