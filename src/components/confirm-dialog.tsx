import { useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
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

export interface ConfirmDialogProps {
  /** the button that opens it; none when the caller opens it (`open`) from elsewhere */
  trigger?: ReactElement;
  /** given, the caller opens and closes it; left out, the trigger opens it and a done call closes it */
  open?: boolean;
  /** told of every opening and closing; none while the call runs, as closing would hide its outcome */
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** a refusal or failure of the call, above the buttons */
  failure?: ReactNode;
  pending: boolean;
  confirmLabel: string;
  pendingLabel: string;
  /** the button that closes it without the step */
  cancelLabel: string;
  /** 'destructive' (the default) for a step that ends something */
  confirmVariant?: 'destructive' | 'default' | 'success';
  /** makes the call; `done()` once it succeeded closes the dialog */
  onConfirm: (done: () => void) => void;
  /** where the focus goes once it is done, when not back to the trigger (which may be gone) */
  onDone?: () => void;
  /** the caller's own focus handling when it closes (preventDefault() to take it over) */
  onCloseAutoFocus?: (event: Event) => void;
  /** fields between the description and the buttons: the dialog is then a form, which the confirm
   * button submits */
  children?: ReactNode;
}

/**
 * Asks before a step that cannot be undone: what it does, then the way out first, so that it
 * takes the focus, and the step. It stays open while the call
 * runs and tells its failure inside, since the modal hides the page; the caller makes the call.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { pending, children, onOpenChange, onDone } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const done = useRef(false);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = () => {
    if (pending) return;
    props.onConfirm(() => {
      done.current = true;
      setOpen(false);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm();
  };

  const failure = props.failure ? <Alert>{props.failure}</Alert> : null;
  const buttons = (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {props.cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={children ? 'submit' : 'button'}
        variant={props.confirmVariant ?? 'destructive'}
        disabled={pending}
        onClick={children ? undefined : confirm}
      >
        {pending ? props.pendingLabel : props.confirmLabel}
      </Button>
    </DialogFooter>
  );

  return (
    <Dialog open={props.open ?? ownOpen} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      {props.trigger ? <DialogTrigger asChild>{props.trigger}</DialogTrigger> : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          const wasDone = done.current;
          done.current = false;
          if (event.defaultPrevented || !wasDone || !onDone) return;
          event.preventDefault();
          onDone();
        }}
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {children ? (
          // docs/decisions/0013-forms-validate-in-the-app.md: the app checks, not the browser's bubble
          <form noValidate aria-label={props.title} className="grid gap-4" onSubmit={submit}>
            {failure}
            {children}
            {buttons}
          </form>
        ) : (
          <>
            {failure}
            {buttons}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
