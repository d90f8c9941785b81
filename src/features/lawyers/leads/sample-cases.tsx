import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { announceComingSoon } from '@/features/lawyers/coming-soon';
import { SAMPLE_CASES, type SampleCase } from '@/features/lawyers/sample-work';
import { UrgencyBadge } from '@/features/lawyers/leads/urgency-badge';
import { formatDate } from '@/lib/format';

// The spec's sample cases, as they were before cases were kept: shown where the backend keeps
// none (a 404), with their buttons saying the feature is coming soon
// (docs/decisions/0095-the-lawyers-leads-screens.md).

function CaseDetails({ item }: { item: SampleCase }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View Details of ${item.title}`}>
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogDescription>
            {item.category} · {item.location} · posted {formatDate(item.postedDate)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-700">Client</dt>
          <dd>{item.client}</dd>
          <dt className="font-medium text-slate-700">Urgency</dt>
          <dd>
            <UrgencyBadge urgency={item.urgency} />
          </dd>
        </dl>
        <p className="text-sm text-slate-800">{item.description}</p>
        {/* closes first: a notification behind a modal dialog is hidden from assistive technology */}
        <DialogClose asChild>
          <Button onClick={() => announceComingSoon('Responding to cases')}>Respond to Case</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

export function SampleCases() {
  return (
    <ul className="grid gap-4">
      {SAMPLE_CASES.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="text-sm text-slate-700">
                {item.client} · {item.category}
              </p>
            </div>
            <UrgencyBadge urgency={item.urgency} />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {item.location}
            </span>
            <span>Posted {formatDate(item.postedDate)}</span>
          </p>
          {/* a phone's card has no room for both side by side: full width, not a ragged wrap */}
          <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
            <Button
              size="sm"
              onClick={() => announceComingSoon('Responding to cases')}
              aria-label={`Respond to Case: ${item.title}`}
            >
              Respond to Case
            </Button>
            <CaseDetails item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
