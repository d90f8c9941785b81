import { useState } from 'react';
import type { VerificationRequest } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
  const [open, setOpen] = useState(false);
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

  // closing mid-call would hide the call's outcome
  const onOpenChange = (next: boolean) => {
    if (isRunning) return;
    setOpen(next);
    setFailure(null);
  };
  const approve = () => {
    setFailure(null);
    onApprove({
      onSuccess: () => setOpen(false),
      // the modal hides the page and its notification, so the failure is told here too
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve {request.name}?</DialogTitle>
          <DialogDescription>{WHAT_FOLLOWS[request.kind ?? 'first']}</DialogDescription>
        </DialogHeader>
        {failure ? <Alert>{failure}</Alert> : null}
        {/* Cancel comes first, so it takes the focus when the dialog opens */}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isRunning}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="success" disabled={isRunning} onClick={approve}>
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
