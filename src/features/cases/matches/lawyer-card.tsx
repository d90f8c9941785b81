import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OfferedFee } from '@/api/booking-contract';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { BookButtonContent, BookingOpeningStatus } from '@/features/cases/booking/book-button-content';
import { bookButtonName } from '@/features/cases/booking/book-button-name';
import { useBookingCaseId } from '@/features/cases/booking/book-case-context';
import { BookConsultationDialog } from '@/features/cases/booking/book-consultation-dialog';
import { LawyerCardFrame } from '@/features/cases/lawyer-card-frame';
import { LawyerFacts, type CardLawyer } from '@/features/cases/lawyer-facts';
import { useOpenBooking } from '@/features/cases/booking/use-open-booking';
import { ProfileLoading } from '@/features/cases/matches/profile-loading';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths, pathTo } from '@/lib/paths';

// the profile's part of View Profile loads when the dialog opens: a dashboard draws its cards
// without it (docs/decisions/0128-directory-page.md)
const ProfileDialogIntro = lazy(() =>
  import('@/features/cases/matches/profile-dialog-intro').then(({ ProfileDialogIntro: intro }) => ({
    default: intro,
  })),
);

interface LawyerCardProps {
  lawyer: CardLawyer;
  /** beside a response: the fee the lawyer offered, which a booking keeps */
  offeredFee?: OfferedFee | null;
  /** false beside a closed case: nothing on the card invites booking about it */
  canBook?: boolean;
}

export function LawyerCard({ lawyer, offeredFee = null, canBook = true }: LawyerCardProps) {
  const bookButton = useRef<HTMLButtonElement>(null);
  // a backend without booking keeps the spec's 'Booking coming soon' (use-open-booking.ts)
  const booking = useOpenBooking(lawyer.id, bookButton);
  // the public profile opened from a case books about it (docs/decisions/0116-one-fee-rule.md)
  const caseId = useBookingCaseId();
  const profileLink = pathTo(paths.lawyerPublic, lawyer.id);
  return (
    <LawyerCardFrame lawyer={lawyer}>
      <div className={canBook ? 'mt-5 grid grid-cols-2 gap-2' : 'mt-5 grid gap-2'}>
        {canBook ? (
          <Button
            ref={bookButton}
            size="sm"
            onClick={booking.start}
            aria-label={bookButtonName(lawyer.name)}
            aria-busy={booking.isChecking || undefined}
          >
            <BookButtonContent opening={booking.isChecking} />
          </Button>
        ) : null}
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="outline" aria-label={`View Profile of ${lawyer.name}`}>
              View Profile
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <div className="flex items-center gap-4">
                <Avatar name={lawyer.name} src={lawyer.profile_picture} large />
                <div>
                  <DialogTitle>{lawyer.name}</DialogTitle>
                  <DialogDescription>{lawyer.specialization}</DialogDescription>
                </div>
              </div>
            </DialogHeader>
            <Suspense fallback={<ProfileLoading />}>
              <ProfileDialogIntro lawyerId={lawyer.id} />
            </Suspense>
            <LawyerFacts lawyer={lawyer} />
            {/* the public profile: bio, qualifications, licence and reviews
                (docs/decisions/0103-public-lawyer-profile.md) */}
            <Link
              to={caseId && canBook ? `${profileLink}?case=${encodeURIComponent(caseId)}` : profileLink}
              className={buttonVariants({ variant: 'outline' })}
            >
              Open full profile
            </Link>
            {/* closes the dialog first: while it is open, everything outside it (the
                notifications, the booking dialog) is hidden from screen readers */}
            {canBook ? (
              <DialogClose asChild>
                <Button onClick={booking.start} aria-label={bookButtonName(lawyer.name)}>
                  Book Consultation
                </Button>
              </DialogClose>
            ) : null}
          </DialogContent>
        </Dialog>
      </div>
      {canBook ? <BookingOpeningStatus lawyerName={lawyer.name} opening={booking.isChecking} /> : null}
      <BookConsultationDialog
        lawyer={lawyer}
        offeredFee={offeredFee}
        open={booking.open}
        onOpenChange={booking.setOpen}
        onCloseAutoFocus={booking.giveFocusBack}
      />
    </LawyerCardFrame>
  );
}
