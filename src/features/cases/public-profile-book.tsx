// Loaded when Book Consultation is first pressed on the public profile, never with the page: the
// booking code, the query cache and zod stay out of its first load
// (docs/decisions/0103-public-lawyer-profile.md).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { PublicLawyer } from '@/api/reviews-contract';
import { BookConsultationDialog } from '@/features/cases/booking/book-consultation-dialog';
import { useOpenBooking } from '@/features/cases/booking/use-open-booking';

interface PublicProfileBookingProps {
  lawyer: PublicLawyer;
  /** the dashboards' query cache, so a booking made here is on the dashboard at once */
  client: QueryClient;
  /** counts the presses of Book Consultation: each opens the booking (or says it is coming soon) */
  request: number;
  button: RefObject<HTMLButtonElement | null>;
}

function Booking({ lawyer, request, button }: Omit<PublicProfileBookingProps, 'client'>) {
  // as on the cards: a backend without booking answers 404 and says 'Booking coming soon'
  const booking = useOpenBooking(lawyer.id, button);
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

export function PublicProfileBooking({ client, ...props }: PublicProfileBookingProps) {
  return (
    <QueryClientProvider client={client}>
      <Booking {...props} />
    </QueryClientProvider>
  );
}
