// A button drawn at once that opens a dialog whose code loads on demand (src/components/on-demand.tsx):
// the dialog's file is fetched once the button is drawn, and the dialog, once opened, stays in the
// page (closed) so that closing it gives the focus back to the button
// (docs/decisions/0138-schemas-built-on-first-use.md; one opener for every such dialog since
// docs/decisions/0144-the-account-page-draws-before-its-forms.md).
import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the dialog's body is given: whether it is open, the way to close it, and the button that
 * has the focus back when it closes. */
export interface OpenedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The state of a dialog `body` (an on-demand component) and the props of the button that opens it. */
export function useDialogOpener(body: { preload: () => void }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    body.preload();
  }, [body]);

  const bodyProps: OpenedDialogProps = { open, onOpenChange: setOpen, trigger: button };
  return {
    /** whether to draw the body: from the first opening on */
    opened,
    bodyProps,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setOpened(true);
        setOpen(true);
      },
    },
  };
}
