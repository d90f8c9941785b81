import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { UserType } from '@/api/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { deletionFacts } from '@/features/account/deletion-facts';
import { useSignOutHome } from '@/session/use-sign-out-home';

/** 'Delete your account': a dialog that says what goes and what stays, then asks for the
 * password (docs/decisions/0102-your-data.md). */
export function DeleteAccount({ role }: { role: UserType }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const signOutHome = useSignOutHome();
  const facts = deletionFacts(role);

  // home, and signed out at once, as Logout does
  const onDeleted = () => {
    toast({ title: 'Your account has been deleted.', keepForNextPage: true });
    signOutHome();
  };

  return (
    <section aria-labelledby="delete-heading" className="grid gap-3">
      <h2 id="delete-heading" className="text-xl font-semibold text-slate-900">
        Delete your account
      </h2>
      <p className="text-slate-700">This cannot be undone. We ask for your password first.</p>
      <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            <Trash2 aria-hidden="true" />
            Delete your account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This cannot be undone. Here is what happens.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 text-sm text-slate-800">
            <Facts title="What is deleted" items={facts.goes} />
            {facts.stays.length > 0 ? (
              <Facts title="What changes and what stays" items={facts.stays} />
            ) : null}
          </div>
          <DeleteAccountForm onDeleted={() => void onDeleted()} onPendingChange={setPending} />
        </DialogContent>
      </Dialog>
    </section>
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
