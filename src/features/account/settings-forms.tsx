// The account page's three forms, in a file of their own: they show once `me` has answered, and
// their code (the form library, their checks) loads meanwhile rather than before the page draws
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md).
import type { ApiUser } from '@/api/contract';
import { ChangeEmail } from '@/features/account/change-email';
import { ChangeName } from '@/features/account/change-name';
import { ChangePassword } from '@/features/account/change-password';

/** Your name, your password and your e-mail address, each a form of its own
 * (docs/decisions/0113-accounts-people-can-manage.md). */
export function SettingsForms({ user }: { user: ApiUser }) {
  return (
    <>
      <ChangeName user={user} />
      <ChangePassword />
      <ChangeEmail current={user.email} />
    </>
  );
}
