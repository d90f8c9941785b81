import { useState } from 'react';
import { ReasonDialog, type ReasonDialogProps } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

export interface NoteDialogProps {
  trigger: { label: string; ariaLabel: string; variant: 'destructive' | 'outline' };
  title: string;
  description: string;
  fieldLabel: string;
  submit: { label: string; runningLabel: string; variant: 'destructive' | 'default' };
  /** the contract's rule for the note (src/api/contract.ts), in the desk's own words */
  schema: ReasonDialogProps['schema'];
  words: ReasonDialogProps['words'];
  /** another decision on this request is running */
  disabled: boolean;
  isRunning: boolean;
  /** the dialog closes when the call succeeds; on failure it keeps what was typed */
  onSubmit: (note: string, callbacks: DecideCallbacks) => void;
}

/** A decision that takes a short note (a reject reason, a request for information): the one
 * reason dialog, opened by the request's button. Closed after a failure (the request changed
 * since it was opened, say), the note stays for when the admin comes back to it
 * (docs/decisions/0075-decisions-name-the-version-reviewed.md); closed otherwise, it empties. */
export function NoteDialog({
  trigger,
  submit,
  fieldLabel,
  disabled,
  isRunning,
  onSubmit,
  ...dialog
}: NoteDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ReasonDialog
      {...dialog}
      trigger={
        <Button size="sm" variant={trigger.variant} aria-label={trigger.ariaLabel} disabled={disabled}>
          {trigger.label}
        </Button>
      }
      onOpenChange={() => setFailure(null)}
      label={fieldLabel}
      emptyOnCancel
      failure={failure}
      pending={isRunning}
      cancelLabel="Cancel"
      confirmLabel={submit.label}
      pendingLabel={submit.runningLabel}
      confirmVariant={submit.variant}
      onSubmit={(note, { sent }) => {
        setFailure(null);
        onSubmit(note, {
          onSuccess: sent,
          // the page is hidden behind the modal, so the failure is told here too, not only in a notification
          onError: (error) => setFailure(error.message),
        });
      }}
    />
  );
}
