// Loaded when Book Consultation is first pressed on the public profile, never with the page: the
// booking code, the query cache and zod stay out of its first load
// (docs/decisions/0103-public-lawyer-profile.md).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { PublicLawyer } from '@/api/reviews-contract';
import { BookingCase } from '@/features/cases/booking/book-case-context';
import { BookConsultationDialog } from '@/features/cases/booking/book-consultation-dialog';
import { useOpenBooking } from '@/features/cases/booking/use-open-booking';

interface PublicProfileBookingProps {
  lawyer: PublicLawyer;
  /** the dashboards' query cache, so a booking made here is on the dashboard at once */
  client: QueryClient;
  /** counts the presses of Book Consultation: each opens the booking (or says it is coming soon) */
  request: number;
  button: RefObject<HTMLButtonElement | null>;
  /** the case the profile was opened from (`?case=`), which the booking is about at first */
  caseId: string | null;
  /** told once each request has opened the dialog or said 'Booking coming soon' */
  onSettled: () => void;
}

function Booking({
  lawyer,
  request,
  button,
  onSettled,
}: Omit<PublicProfileBookingProps, 'client' | 'caseId'>) {
  // as on the cards: a backend without booking answers 404 and says 'Booking coming soon'
  const booking = useOpenBooking(lawyer.id, button, onSettled);
  const start = useEffectEvent(() => booking.start());
  useEffect(() => {
    if (request > 0) start();
  }, [request]);
  return (
    <BookConsultationDialog
      lawyer={lawyer}
      open={booking.open}
      onOpenChange={booking.setOpen}
      onCloseAutoFocus={booking.giveFocusBack}
    />
  );
}

export function PublicProfileBooking({ client, caseId, ...props }: PublicProfileBookingProps) {
  return (
    <QueryClientProvider client={client}>
      <BookingCase value={caseId}>
        <Booking {...props} />
      </BookingCase>
    </QueryClientProvider>
  );
}
