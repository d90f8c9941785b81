import { useSearchParams, Link } from 'react-router-dom';
import { isApiError, reasonOf } from '@/api/api-error';
import { confirmAddress, confirmNewAddress } from '@/api/account-settings';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { AuthLayout } from '@/features/auth/auth-layout';
import { AuthNotice } from '@/features/auth/auth-notice';
import { NotOnlineHere } from '@/features/auth/not-online-here';
import { useLinkOnArrival } from '@/features/auth/use-link-on-arrival';
import { paths } from '@/lib/paths';
import { refreshUser } from '@/session/sign-in';
import { dashboardPath } from '@/session/role-paths';
import { useAuth } from '@/session/use-auth';

const LINKS = {
  verify: {
    title: 'Confirm your e-mail address',
    pending: 'Confirming your address…',
    done: 'Your e-mail address is confirmed. Thank you.',
    send: confirmAddress,
    what: 'Confirming an address',
  },
  change: {
    title: 'Confirm your new e-mail address',
    pending: 'Confirming your new address…',
    done: 'Your new e-mail address is confirmed: sign in with it from now on.',
    send: confirmNewAddress,
    what: 'Changing an address',
  },
} as const;

const INCOMPLETE = 'This link is not complete: open it again from the e-mail.';

/** Why the link did not work, in the server's words (a used or expired link: 400 on `token`). */
function failureOf(error: unknown) {
  if (isMissingExtension(error)) return null;
  const onToken = isApiError(error) ? error.fieldErrors.token?.join(' ') : undefined;
  return onToken ?? `The link could not be checked. ${reasonOf(error)}`;
}

/** /verify-email?token=… and /confirm-email-change?token=…: the link of an e-mail is followed on
 * arrival, and the page says whether it worked and why not (docs/decisions/0113-accounts-people-can-manage.md). */
export function EmailLinkPage({ kind }: { kind: keyof typeof LINKS }) {
  const link = LINKS[kind];
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { user } = useAuth();
  const { arrival, retry } = useLinkOnArrival(`${kind}:${token}`, async () => {
    if (!token) throw new Error(INCOMPLETE);
    await link.send(token);
    // signed in here: the header and the account page show the address as it now is
    if (user) await refreshUser().catch(() => undefined);
  });

  const onward = user ? (
    <Link to={paths.account} className={buttonVariants({ className: 'w-full' })}>
      Go to your account
    </Link>
  ) : (
    <Link to={paths.login} className={buttonVariants({ className: 'w-full' })}>
      Sign in
    </Link>
  );

  let body;
  if (arrival.status === 'pending') body = <AuthNotice>{link.pending}</AuthNotice>;
  else if (arrival.status === 'done') body = <AuthNotice>{link.done}</AuthNotice>;
  else if (!token) body = <Alert>{INCOMPLETE}</Alert>;
  else {
    const why = failureOf(arrival.error);
    const linkRefused = isApiError(arrival.error) && arrival.error.fieldErrors.token;
    body = (
      <div className="mb-4 grid gap-3">
        <Alert>
          {why ?? <NotOnlineHere what={link.what} />}
          {linkRefused ? ' Your account page can send a new one.' : null}
        </Alert>
        {why && !linkRefused ? (
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <AuthLayout title={link.title} description="The link from your e-mail.">
      {body}
      {arrival.status === 'pending' ? null : onward}
      {user && arrival.status === 'done' ? (
        <p className="mt-4 text-center text-sm">
          <Link
            to={dashboardPath(user.role)}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            Go to your dashboard
          </Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
