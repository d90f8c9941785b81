import { useState } from 'react';
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
import { toast } from '@/components/ui/use-toast';
import { useCloseCase } from '@/features/cases/use-case-actions';

/** Close case, once the client confirms: no more leads or responses, and no way back. Once
 * closed, this button is gone and the page moves the focus (case-page.tsx). */
export function CloseCaseDialog({ caseId }: { caseId: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseCase(caseId);

  const onOpenChange = (next: boolean) => {
    if (close.isPending) return;
    close.reset();
    setOpen(next);
  };

  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Case closed', description: 'Lawyers can no longer see or respond to it.' });
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Close case</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close this case?</DialogTitle>
          <DialogDescription>
            Lawyers will no longer see it or respond to it, and it cannot be opened again. The responses you
            have stay here.
          </DialogDescription>
        </DialogHeader>
        {close.isError ? <Alert>The case could not be closed. {close.error.message}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={close.isPending}>
              Keep it open
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={close.isPending}>
            {close.isPending ? 'Closing...' : 'Close case'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
