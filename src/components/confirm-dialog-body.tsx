// The confirm dialog itself, with Radix Dialog, in a file of its own: a page draws with only the
// button that opens it (confirm-dialog.tsx; docs/decisions/0138-schemas-built-on-first-use.md).
import { useRef, type FormEvent } from 'react';
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
} from '@/components/ui/dialog';
import type { ConfirmDialogProps } from '@/components/confirm-dialog';

interface Props extends Omit<ConfirmDialogProps, 'trigger' | 'open' | 'onOpenChange'> {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** the button that opened it, which has the focus back when it closes (when still there) */
  button: HTMLElement | null;
}

/** ConfirmDialog's dialog (what it asks and why: confirm-dialog.tsx), opened and closed by it. */
export function ConfirmDialogBody(props: Props) {
  const { pending, children, setOpen, onDone, button } = props;
  const done = useRef(false);
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
    <Dialog open={props.open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          const wasDone = done.current;
          done.current = false;
          if (event.defaultPrevented) return;
          if (wasDone && onDone) {
            event.preventDefault();
            onDone();
          } else if (button?.isConnected) {
            event.preventDefault();
            button.focus();
          }
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
