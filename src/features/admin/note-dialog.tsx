import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import type { DecideCallbacks } from '@/features/admin/use-verification-actions';

export interface NoteValues {
  note: string;
}

export interface NoteDialogProps {
  trigger: { label: string; ariaLabel: string; variant: 'destructive' | 'outline' };
  title: string;
  description: string;
  fieldLabel: string;
  submit: { label: string; runningLabel: string; variant: 'destructive' | 'default' };
  schema: z.ZodType<NoteValues, NoteValues>;
  /** another decision on this request is running */
  disabled: boolean;
  isRunning: boolean;
  /** the dialog closes when the call succeeds; on failure it keeps what was typed */
  onSubmit: (note: string, callbacks: DecideCallbacks) => void;
}

/** A decision that takes a short note (a reject reason, a request for information). */
export function NoteDialog({
  trigger,
  title,
  description,
  fieldLabel,
  submit,
  schema,
  disabled,
  isRunning,
  onSubmit,
}: NoteDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NoteValues>({ resolver: zodResolver(schema), defaultValues: { note: '' } });
  const error = form.formState.errors.note?.message;

  const toggle = (next: boolean) => {
    setOpen(next);
    setFailure(null);
    // closed after a failure (the request changed since it was opened, say), the note stays
    // for when the admin comes back to it (docs/decisions/0075-decisions-name-the-version-reviewed.md)
    if (!next && !failure) form.reset();
  };
  const succeeded = () => {
    setOpen(false);
    setFailure(null);
    form.reset();
  };
  // closing mid-call would hide the call's outcome
  const onOpenChange = (next: boolean) => (isRunning ? undefined : toggle(next));
  const send = ({ note }: NoteValues) => {
    setFailure(null);
    onSubmit(note, {
      onSuccess: succeeded,
      // the page is hidden behind the modal, so the failure is told here too, not only in a notification
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant={trigger.variant} aria-label={trigger.ariaLabel} disabled={disabled}>
          {trigger.label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* docs/decisions/0013-forms-validate-in-the-app.md: the app validates, not the browser's bubble */}
        <form noValidate aria-label={title} className="grid gap-4" onSubmit={form.handleSubmit(send)}>
          {failure ? <Alert>{failure}</Alert> : null}
          <Field label={fieldLabel} error={error}>
            <Textarea rows={4} {...form.register('note')} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isRunning}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={submit.variant} disabled={isRunning}>
              {isRunning ? submit.runningLabel : submit.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
