import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PublicLawyer, Review } from '@/api/reviews-contract';
import { buttonVariants } from '@/components/ui/button-variants';
import { BookButtonContent, BookingOpeningStatus } from '@/features/cases/booking/book-button-content';
import { bookButtonName } from '@/features/cases/booking/book-button-name';
import { paths } from '@/lib/paths';
import {
  LazyBooking as Booking,
  LazyReport as Report,
} from '@/features/cases/public-profile/public-profile-lazy';
import { useAuth } from '@/session/use-auth';

/** `?book=1`: back from sign-in, the booking opens once, and the address forgets it. */
const BOOK_PARAM = 'book';
/** `?case=`: the profile was opened from one of the client's cases, which a booking is about
 * (docs/decisions/0116-one-fee-rule.md); kept through sign-in. */
const CASE_PARAM = 'case';

/** Sign in first; the sign-in page brings the person back here (src/features/auth/login-page.tsx). */
function useSignInThenBack() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (book: boolean) => {
    const back = new URLSearchParams(search);
    if (book) back.set(BOOK_PARAM, '1');
    const query = back.toString();
    void navigate(paths.login, { state: { from: query ? `${pathname}?${query}` : pathname } });
  };
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
  // from the press until the dialog opens (or 'Booking coming soon' is said): the booking's code,
  // the query cache and the free times load meanwhile
  const [loading, setLoading] = useState(false);
  const [settled, setSettled] = useState(0);
  const opening = loading || request > settled;
  const caseId = params.get(CASE_PARAM);

  const open = () =>
    void queryClient().then((loaded) => {
      setLoading(false);
      setClient(loaded);
      setRequest((n) => n + 1);
    });
  const openOnce = useEffectEvent(open);
  const book = () => {
    if (!user) return signIn(true);
    if (opening) return;
    setLoading(true);
    open();
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
    if (user?.role === 'client' && lawyer.acceptingBookings) openOnce();
  }, [wantsBooking, isLoading, lawyer, user, setParams]);

  const control = !lawyer?.acceptingBookings ? (
    // a paused lawyer: said, and nothing to press (docs/decisions/0116-one-fee-rule.md)
    <div>
      <p className="font-medium text-slate-900">Not taking bookings at the moment</p>
      <p className="text-sm text-slate-700">
        {lawyer?.name} has paused new consultations. Please look again later.
      </p>
    </div>
  ) : user && user.role !== 'client' ? (
    <p className="text-sm text-slate-700">
      Booking is for clients: you are signed in as {user.role === 'lawyer' ? 'a lawyer' : 'an administrator'}.
    </p>
  ) : (
    <>
      <button
        ref={button}
        type="button"
        onClick={book}
        aria-label={bookButtonName(lawyer.name)}
        aria-busy={opening || undefined}
        className={buttonVariants({ size: 'lg' })}
      >
        <BookButtonContent opening={opening} />
      </button>
      <BookingOpeningStatus lawyerName={lawyer.name} opening={opening} />
    </>
  );

  const dialog =
    lawyer && client && request > 0 ? (
      <Suspense fallback={null}>
        <Booking
          lawyer={lawyer}
          client={client}
          request={request}
          button={button}
          caseId={caseId}
          onSettled={() => setSettled((n) => n + 1)}
        />
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
