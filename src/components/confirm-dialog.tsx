import {
  cloneElement,
  useEffect,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { onDemand } from '@/components/on-demand';

// The dialog, with Radix Dialog, loads on demand: a page draws with the button that opens it, and
// the dialog's file is fetched once the page is drawn (docs/decisions/0138-schemas-built-on-first-use.md).
const ConfirmDialogBody = onDemand(() =>
  import('@/components/confirm-dialog-body').then((m) => m.ConfirmDialogBody),
);

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface ConfirmDialogProps {
  /** the button that opens it; none when the caller opens it (`open`) from elsewhere */
  trigger?: ReactElement<TriggerProps>;
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
 * Once opened the dialog stays, closed, so that closing gives the focus back to its button.
 */
export function ConfirmDialog({ trigger, open: given, onOpenChange, ...props }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = given ?? ownOpen;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const [button, setButton] = useState<HTMLElement | null>(null);

  useEffect(() => {
    ConfirmDialogBody.preload();
  }, []);

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            ref: setButton,
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          } as TriggerProps)
        : null}
      {opened ? <ConfirmDialogBody {...props} open={open} setOpen={setOpen} button={button} /> : null}
    </>
  );
}
