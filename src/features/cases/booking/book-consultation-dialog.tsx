import { useIsMutating } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Consultation, OfferedFee } from '@/api/booking-contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useBookingCaseId } from '@/features/cases/booking/book-case-context';
import { BookConsultationForm } from '@/features/cases/booking/book-consultation-form';
import { announceBookingSoon, TYPE_WORDS } from '@/features/cases/booking/book-words';
import type { CardLawyer } from '@/features/cases/lawyer-facts';
import { BOOKING_KEY } from '@/features/cases/booking/use-book-consultation';
import { formatWeekdayDateTime } from '@/lib/dates';

interface BookConsultationDialogProps {
  lawyer: CardLawyer;
  /** the fee the lawyer offered in answer to the case, which the booking then keeps */
  offeredFee?: OfferedFee | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes once it closes (the dialog has no trigger of its own) */
  onCloseAutoFocus: (event: Event) => void;
}

/** Book Consultation with one lawyer (docs/decisions/0098-book-consultation-dialog.md). Booked
 * from a case's page, or from the results of a case just kept, it is about that case. */
export function BookConsultationDialog({
  lawyer,
  offeredFee = null,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: BookConsultationDialogProps) {
  const caseId = useBookingCaseId();
  // a booking on its way is not left behind: its answer has to be told
  const isBooking = useIsMutating({ mutationKey: BOOKING_KEY }) > 0;

  const unsupported = useCallback(() => {
    onOpenChange(false);
    announceBookingSoon();
  }, [onOpenChange]);

  const booked = (consultation: Consultation) => {
    onOpenChange(false);
    toast({
      title: 'Consultation requested',
      description: `${TYPE_WORDS[consultation.type]} with ${lawyer.name} on ${formatWeekdayDateTime(consultation.startsAt)}. ${lawyer.name} will confirm it or propose another time.`,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (isBooking ? undefined : onOpenChange(next))}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Book a consultation with {lawyer.name}</DialogTitle>
          <DialogDescription>
            Choose a free time (London time). {lawyer.name} then confirms it or proposes another.
          </DialogDescription>
        </DialogHeader>
        <BookConsultationForm
          lawyer={lawyer}
          offeredFee={offeredFee}
          caseId={caseId}
          onBooked={booked}
          onUnsupported={unsupported}
        />
      </DialogContent>
    </Dialog>
  );
}
