import { useRef, type FormEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
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

export interface ReasonDialogProps {
  /** the button that opens it; none when the caller opens it (`open`) from elsewhere */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  hint?: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** the reason's own message, beside it */
  fieldError?: string | undefined;
  /** a refusal or failure of the call, above the field */
  failure?: ReactNode;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** the button that closes it without the step; 'Keep it' unless said */
  keepLabel?: string;
  /** 'destructive' (the default) for a step that ends something; 'default' for one that asks */
  submitVariant?: 'destructive' | 'default';
  /** the caller's own focus handling when it closes (preventDefault() to take it over) */
  onCloseAutoFocus?: (event: Event) => void;
  /** checks the reason and makes the call; the dialog stays open until the caller closes it */
  onSubmit: () => void;
  /** where the focus goes once it is done, when not back to the trigger (which may be gone) */
  onDone?: () => void;
  /** set by the caller when the call succeeded, so that closing sends the focus to onDone */
  doneRef?: RefObject<boolean>;
}

/**
 * A dialog that asks for a reason before a step that ends something: a consultation cancelled or
 * declined, a review hidden or reported. It only shows; the caller keeps the reason, so a
 * failure (or closing and opening it again) loses nothing, and decides what the call is.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const ownDone = useRef(false);
  const done = props.doneRef ?? ownDone;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        // closing mid-call would hide its outcome
        if (!props.pending) props.onOpenChange(next);
      }}
    >
      {props.trigger ? <DialogTrigger asChild>{props.trigger}</DialogTrigger> : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !done.current || !props.onDone) return;
          done.current = false;
          event.preventDefault();
          props.onDone();
        }}
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* docs/decisions/0013-forms-validate-in-the-app.md: the app checks, not the browser's bubble */}
        <form noValidate aria-label={props.title} className="grid gap-4" onSubmit={submit}>
          {props.failure ? <Alert>{props.failure}</Alert> : null}
          <Field label={props.label} error={props.fieldError} hint={props.hint}>
            <Textarea rows={4} value={props.reason} onChange={(e) => props.onReasonChange(e.target.value)} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={props.pending}>
                {props.keepLabel ?? 'Keep it'}
              </Button>
            </DialogClose>
            <Button type="submit" variant={props.submitVariant ?? 'destructive'} disabled={props.pending}>
              {props.pending ? props.pendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
