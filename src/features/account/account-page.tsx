import { PageHeading } from '@/components/page-heading';
import { Card, CardContent } from '@/components/ui/card';
import { DeleteAccount } from '@/features/account/delete-account';
import { DownloadData } from '@/features/account/download-data';
import { useAuth } from '@/session/use-auth';

/** Your account (/account): who is signed in, the download of their data and the deletion of the
 * account, for every role (docs/decisions/0102-your-data.md). */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading title="Your account">Your details, your data, and closing your account.</PageHeading>
      <Card>
        <CardContent standalone>
          <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-slate-700">Name</dt>
            <dd className="text-slate-900">{user.name}</dd>
            <dt className="font-medium text-slate-700">E-mail</dt>
            <dd className="break-all text-slate-900">{user.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent standalone>
          <DownloadData />
        </CardContent>
      </Card>
      <Card>
        <CardContent standalone>
          <DeleteAccount role={user.role} />
        </CardContent>
      </Card>
    </div>
  );
}
