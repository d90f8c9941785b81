import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCloseCase } from '@/features/cases/cases/use-case-actions';

/** Close case, once the client confirms: no more leads or responses, and no way back. Once
 * closed, this button is gone and the page moves the focus (case-page.tsx). */
export function CloseCaseDialog({ caseId }: { caseId: string }) {
  const close = useCloseCase(caseId);
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Close case</Button>}
      onOpenChange={() => close.reset()}
      title="Close this case?"
      description="Lawyers will no longer see it or respond to it, and it cannot be opened again. The responses you have stay here."
      failure={close.isError ? `The case could not be closed. ${close.error.message}` : null}
      pending={close.isPending}
      cancelLabel="Keep it open"
      confirmLabel="Close case"
      pendingLabel="Closing..."
      onConfirm={(done) =>
        close.mutate(undefined, {
          onSuccess: () => {
            done();
            toast({ title: 'Case closed', description: 'Lawyers can no longer see or respond to it.' });
          },
        })
      }
    />
  );
}
