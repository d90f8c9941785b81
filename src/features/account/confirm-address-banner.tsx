import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { resendAddressLink } from '@/api/account-settings';
import { reasonOf } from '@/api/api-error';
import { Button } from '@/components/ui/button';

/** An address not confirmed yet: the link of the sign-up e-mail, sent again on request (5 an
 * hour: the server's 429 says when to try again; docs/decisions/0113-accounts-people-can-manage.md). */
export function ConfirmAddressBanner({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: resendAddressLink });
  const said = resend.isSuccess ? resend.data.detail : resend.isError ? reasonOf(resend.error) : '';
  return (
    <section
      aria-labelledby="confirm-address-heading"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="confirm-address-heading" className="flex items-center gap-2 font-semibold">
        <MailWarning aria-hidden="true" className="size-5" />
        Confirm your e-mail address
      </h2>
      <p className="text-sm">
        We sent a link to <span className="break-all font-medium">{email}</span>. Until you follow it, we send
        you no e-mails other than that link and password resets.
      </p>
      <Button
        variant="outline"
        className="justify-self-start bg-white"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </Button>
      <p role="status" className="text-sm font-medium wrap-anywhere">
        {said}
      </p>
    </section>
  );
}
