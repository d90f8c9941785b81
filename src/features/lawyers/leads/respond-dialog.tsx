import { useDialogOpener } from '@/components/dialog-opener';
import { onDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { RespondLead } from '@/features/lawyers/leads/respond-dialog-body';
import { preloadForm } from '@/features/lawyers/leads/respond-form-load';

// The dialog and its form load on demand: the leads draw with the button alone, and the dialog's
// file is fetched once they are drawn (docs/decisions/0138-schemas-built-on-first-use.md).
const RespondDialogBody = onDemand(
  () => import('@/features/lawyers/leads/respond-dialog-body').then((m) => m.RespondDialogBody),
  <Spinner label="Opening Respond to Case" className="justify-start" />,
);
const preload = () => {
  RespondDialogBody.preload();
  preloadForm();
};

interface Props {
  lead: RespondLead;
  size?: 'sm' | 'default';
}

/** Respond to Case, from the list and from the lead's page: its button, and the dialog once
 * opened (it stays, closed, so that closing gives the focus back to the button). */
export function RespondDialog({ lead, size = 'sm' }: Props) {
  const dialog = useDialogOpener(RespondDialogBody);
  return (
    <>
      <Button
        size={size}
        aria-label={`Respond to Case: ${lead.title}`}
        onPointerEnter={preload}
        onFocus={preload}
        {...dialog.buttonProps}
      >
        Respond to Case
      </Button>
      {dialog.opened ? <RespondDialogBody lead={lead} {...dialog.bodyProps} /> : null}
    </>
  );
}
