import { Briefcase, Calendar, IdCard, MapPin } from 'lucide-react';
import type { VerificationRequest } from '@/api/contract';
import { REGULATOR_FACTS } from '@/api/regulators';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ApproveButton } from '@/features/admin/approve-button';
import { DocumentTicks } from '@/features/admin/document-ticks';
import { DocumentsDialog } from '@/features/admin/documents-dialog';
import { HistoryDialog } from '@/features/admin/history-dialog';
import { IdDeletion } from '@/features/admin/id-deletion';
import { RecheckChanges } from '@/features/admin/recheck-changes';
import { isRecheck } from '@/features/admin/recheck-facts';
import { RejectDialog } from '@/features/admin/reject-dialog';
import { ProfileText, RegulatorCheck, RequestOutcome } from '@/features/admin/request-facts';
import { RequestInfoDialog } from '@/features/admin/request-info-dialog';
import { useVerificationActions } from '@/features/admin/use-verification-actions';
import type { ListSource } from '@/features/admin/verification-queries';
import { formatDate } from '@/lib/format';

interface Props {
  request: VerificationRequest;
  source: ListSource;
}

const KIND_BADGE = { change: 'Change to verified details', renewal: 'Yearly renewal' } as const;

export function VerificationRequestItem({ request, source }: Props) {
  const { decide, changed, running } = useVerificationActions(request, source);
  const { isSample, hasDesk } = source;
  const busy = running !== undefined;
  // an approved or rejected request is decided: the server refuses to decide it again
  const open = request.status !== 'approved' && request.status !== 'rejected';
  const kindBadge = request.kind === 'change' || request.kind === 'renewal' ? KIND_BADGE[request.kind] : null;
  const headingId = `verification-${request.id}-name`;
  const numberName = request.regulator
    ? REGULATOR_FACTS[request.regulator].numberName
    : 'SRA or Bar Standards Board number';
  const years = `${request.experience} ${request.experience === 1 ? 'year' : 'years'} experience`;

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="grid gap-4 p-5 lg:grid-cols-[1fr_auto] lg:items-center"
    >
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {request.name}
          </h3>
          <Badge variant="secondary">{request.specialization}</Badge>
          {kindBadge ? <Badge variant="outline">{kindBadge}</Badge> : null}
        </div>
        <p className="text-sm break-all text-slate-700">{request.email}</p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Location</dt>
            <dd>{request.city}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Experience</dt>
            <dd>{years}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <IdCard className="size-4 text-slate-500" aria-hidden="true" />
            {/* spec §2's label, with the UK words beside it (docs/decisions/0119-smaller-things.md) */}
            <dt>
              Bar number <span className="text-slate-500">({numberName})</span>:
            </dt>
            <dd>{request.barNumber}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Calendar className="size-4 text-slate-500" aria-hidden="true" />
            <dt>Submitted:</dt>
            <dd>
              <time dateTime={request.submittedDate}>{formatDate(request.submittedDate)}</time>
            </dd>
          </div>
        </dl>
        <DocumentTicks documents={request.documents} />
        <IdDeletion request={request} />
        <RegulatorCheck request={request} />
        <RecheckChanges request={request} />
        <ProfileText request={request} />
        <RequestOutcome request={request} />
        {/* stays until the next decision; the notification said it once already
            (docs/decisions/0075-decisions-name-the-version-reviewed.md) */}
        {changed ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {changed}
          </p>
        ) : null}
      </div>
      {/* buttons carry the lawyer's name: a list of bare "Approve" buttons is ambiguous */}
      {/* on a phone: Approve and Reject side by side, the others full width, rather than a
          ragged wrap of buttons */}
      <div className="grid grid-cols-2 gap-2 *:nth-[n+3]:col-span-2 sm:flex sm:flex-wrap lg:max-w-xs lg:justify-end">
        {/* a backend with the lists by state asks before approving and requires a reason to
            reject; one without them keeps the spec's behaviour
            (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md) */}
        {open ? (
          <>
            <ApproveButton
              request={request}
              confirm={hasDesk}
              disabled={busy}
              isRunning={running === 'approve'}
              onApprove={(callbacks) => decide({ type: 'approve' }, callbacks)}
            />
            <RejectDialog
              lawyerName={request.name}
              reasonRequired={hasDesk}
              isRecheck={isRecheck(request)}
              disabled={busy}
              isRunning={running === 'reject'}
              onReject={(reason, callbacks) =>
                decide({ type: 'reject', body: reason ? { reason } : {} }, callbacks)
              }
            />
          </>
        ) : null}
        <DocumentsDialog request={request} isSample={isSample} />
        {open ? (
          <RequestInfoDialog
            lawyerName={request.name}
            disabled={busy}
            isRunning={running === 'request-info'}
            onSend={(message, callbacks) => decide({ type: 'request-info', body: { message } }, callbacks)}
          />
        ) : null}
        {hasDesk ? <HistoryDialog request={request} /> : null}
      </div>
    </Card>
  );
}
