import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

interface AuthFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange: FormEventHandler<HTMLFormElement>;
  /** the form's first focus starts loading its checks (lazyCheck's preload) */
  onFocus: () => void;
  /** why the last submit failed, kept on the page after its notification goes */
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/**
 * A sign-in form as the build prerenders it (scripts/build/prerender-pages.ts): checked by the app,
 * never by the browser, and with its submit button disabled until the app has taken over the
 * markup; before that, the browser would submit the form itself, with the fields in the URL.
 */
export function AuthForm({
  formRef,
  onSubmit,
  onChange,
  onFocus,
  failure,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onChange={onChange} onFocus={onFocus} className="grid gap-4">
      {failure ? <Alert>{failure}</Alert> : null}
      {children}
      <Button type="submit" size="lg" disabled={!hydrated || submitting} className="w-full">
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
