// The deletion's dialog, with Radix Dialog and the password form, in a file of its own: the
// account page draws with only its button (delete-account.tsx;
// docs/decisions/0144-the-account-page-draws-before-its-forms.md).
import { useState } from 'react';
import type { UserType } from '@/api/contract';
import type { OpenedDialogProps } from '@/components/dialog-opener';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { deletionFacts } from '@/features/account/deletion-facts';
import { useSignOutHome } from '@/session/use-sign-out-home';

interface Props extends OpenedDialogProps {
  role: UserType;
}

/** What goes and what stays, then the password (docs/decisions/0102-your-data.md). It stays open
 * while the deletion runs. */
export function DeleteAccountDialog({ role, open, onOpenChange, trigger }: Props) {
  const [pending, setPending] = useState(false);
  const signOutHome = useSignOutHome();
  const facts = deletionFacts(role);

  // home, and signed out at once, as Logout does
  const onDeleted = () => {
    toast({ title: 'Your account has been deleted.', keepForNextPage: true });
    signOutHome();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. Here is what happens.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm text-slate-800">
          <Facts title="What is deleted" items={facts.goes} />
          {facts.stays.length > 0 ? <Facts title="What changes and what stays" items={facts.stays} /> : null}
        </div>
        <DeleteAccountForm onDeleted={() => void onDeleted()} onPendingChange={setPending} />
      </DialogContent>
    </Dialog>
  );
}

function Facts({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
