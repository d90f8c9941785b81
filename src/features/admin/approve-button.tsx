import { useState } from 'react';
import type { VerificationRequest } from '@/api/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

interface Props {
  request: VerificationRequest;
  /** ask first; a backend without the lists by state keeps the spec's one click
   * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md) */
  confirm: boolean;
  /** another decision on this request is running */
  disabled: boolean;
  isRunning: boolean;
  onApprove: (callbacks?: DecideCallbacks) => void;
}

const WHAT_FOLLOWS = {
  first: 'The lawyer is verified and can receive cases.',
  change: 'The proposed details replace the approved ones, and the lawyer stays verified.',
  renewal: "The lawyer's verification is renewed.",
} as const;

/** spec §4 Approve: the button, or the button and a confirmation naming the lawyer. */
export function ApproveButton({ request, confirm, disabled, isRunning, onApprove }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const label = isRunning ? 'Approving...' : 'Approve';
  const trigger = (
    <Button
      size="sm"
      variant="success"
      aria-label={`Approve ${request.name}`}
      disabled={disabled}
      onClick={confirm ? undefined : () => onApprove()}
    >
      {label}
    </Button>
  );
  if (!confirm) return trigger;

  return (
    <ConfirmDialog
      trigger={trigger}
      onOpenChange={() => setFailure(null)}
      title={`Approve ${request.name}?`}
      description={WHAT_FOLLOWS[request.kind ?? 'first']}
      failure={failure}
      pending={isRunning}
      cancelLabel="Cancel"
      confirmLabel="Approve"
      pendingLabel="Approving..."
      confirmVariant="success"
      onConfirm={(done) => {
        setFailure(null);
        onApprove({
          onSuccess: done,
          // the modal hides the page and its notification, so the failure is told here too
          onError: (error) => setFailure(error.message),
        });
      }}
    />
  );
}
