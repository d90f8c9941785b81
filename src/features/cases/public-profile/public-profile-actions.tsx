import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PublicLawyer, Review } from '@/api/reviews-contract';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import {
  LazyBooking as Booking,
  LazyReport as Report,
} from '@/features/cases/public-profile/public-profile-lazy';
import { useAuth } from '@/session/use-auth';

/** `?book=1`: back from sign-in, the booking opens once, and the address forgets it. */
const BOOK_PARAM = 'book';

/** Sign in first; the sign-in page brings the person back here (src/features/auth/login-page.tsx). */
function useSignInThenBack() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (book: boolean) =>
    void navigate(paths.login, { state: { from: book ? `${pathname}?${BOOK_PARAM}=1` : pathname } });
}

/** Book Consultation on the profile: a client books; a visitor signs in first and comes back with
 * the booking open; a lawyer or an administrator is told that booking is for clients. */
export function useProfileBooking(lawyer: PublicLawyer | null, queryClient: () => Promise<QueryClient>) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInThenBack();
  const [params, setParams] = useSearchParams();
  const button = useRef<HTMLButtonElement>(null);
  const [client, setClient] = useState<QueryClient | null>(null);
  const [request, setRequest] = useState(0);

  const book = () => {
    if (!user) return signIn(true);
    void queryClient().then((loaded) => {
      setClient(loaded);
      setRequest((n) => n + 1);
    });
  };

  const wantsBooking = params.get(BOOK_PARAM) === '1';
  useEffect(() => {
    if (!wantsBooking || isLoading || !lawyer) return;
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true },
    );
    if (user?.role === 'client') {
      void queryClient().then((loaded) => {
        setClient(loaded);
        setRequest((n) => n + 1);
      });
    }
  }, [wantsBooking, isLoading, lawyer, user, setParams, queryClient]);

  const control =
    user && user.role !== 'client' ? (
      <p className="text-sm text-slate-700">
        Booking is for clients: you are signed in as{' '}
        {user.role === 'lawyer' ? 'a lawyer' : 'an administrator'}.
      </p>
    ) : (
      <button ref={button} type="button" onClick={book} className={buttonVariants({ size: 'lg' })}>
        Book Consultation
      </button>
    );

  const dialog =
    lawyer && client && request > 0 ? (
      <Suspense fallback={null}>
        <Booking lawyer={lawyer} client={client} request={request} button={button} />
      </Suspense>
    ) : null;

  return { control, dialog };
}

/** Report on each review: signed in, the dialog; signed out, sign in first and come back. */
export function useReportReview() {
  const { user } = useAuth();
  const signIn = useSignInThenBack();
  const [review, setReview] = useState<Review | null>(null);
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const report = (item: Review, button: HTMLButtonElement) => {
    if (!user) return signIn(false);
    returnTo.current = button;
    setReview(item);
    setOpen(true);
  };

  const dialog = review ? (
    <Suspense fallback={null}>
      <Report
        review={review}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnTo.current?.isConnected) returnTo.current.focus();
        }}
      />
    </Suspense>
  ) : null;

  return { open: report, dialog };
}
