import { Trash2 } from 'lucide-react';
import type { UserType } from '@/api/contract';
import { useDialogOpener } from '@/components/dialog-opener';
import { onDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The dialog and its form load once the page is drawn
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md).
const DeleteAccountDialog = onDemand(
  () => import('@/features/account/delete-account-dialog').then((m) => m.DeleteAccountDialog),
  <Spinner label="Opening Delete your account" className="justify-start" />,
);

/** 'Delete your account': a dialog that says what goes and what stays, then asks for the
 * password (docs/decisions/0102-your-data.md). */
export function DeleteAccount({ role }: { role: UserType }) {
  const dialog = useDialogOpener(DeleteAccountDialog);
  return (
    <section aria-labelledby="delete-heading" className="grid gap-3">
      <h2 id="delete-heading" className="text-xl font-semibold text-slate-900">
        Delete your account
      </h2>
      <p className="text-slate-700">This cannot be undone. We ask for your password first.</p>
      <Button variant="destructive" className="justify-self-start" {...dialog.buttonProps}>
        <Trash2 aria-hidden="true" />
        Delete your account
      </Button>
      {dialog.opened ? <DeleteAccountDialog role={role} {...dialog.bodyProps} /> : null}
    </section>
  );
}
