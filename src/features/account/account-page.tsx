import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isMissingExtension } from '@/api/missing-extension';
import { PageHeading } from '@/components/page-heading';
import { onDemand } from '@/components/on-demand';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { accountMeQuery } from '@/features/account/account-me-query';
import { ConfirmAddressBanner } from '@/features/account/confirm-address-banner';
import { DeleteAccount } from '@/features/account/delete-account';
import { DownloadData } from '@/features/account/download-data';
import { useAuth } from '@/session/use-auth';

// The forms load once the page is drawn, beside `me`, which they wait for anyway
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md).
const SettingsForms = onDemand(
  () => import('@/features/account/settings-forms').then((m) => m.SettingsForms),
  <Spinner label="Loading your settings" />,
);

/** Your account (/account): who is signed in, their name, password and address
 * (docs/decisions/0113-accounts-people-can-manage.md), the download of their data and the deletion of
 * the account (docs/decisions/0102-your-data.md), for every role. */
export function AccountPage() {
  const { user } = useAuth();
  const me = useQuery(accountMeQuery);
  useEffect(() => {
    SettingsForms.preload();
  }, []);
  if (!user) return null;
  // a backend without the account calls answers `me` with 404: the settings it cannot do are not
  // offered (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  const settings = me.isSuccess || (me.isError && !isMissingExtension(me.error));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading title="Your account">Your details, your data, and closing your account.</PageHeading>
      {me.data && !me.data.emailVerified ? <ConfirmAddressBanner email={me.data.email} /> : null}
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
      {settings ? <SettingsForms user={user} /> : null}
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
