import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { isMissingExtension } from '@/api/missing-extension';
import type { Consultation, OfferedFee } from '@/api/booking-contract';
import { nextSlotsOf } from '@/api/consultations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import {
  bookingRequestOf,
  NOTE_MAX,
  useBookingForm,
  type BookingField,
} from '@/features/cases/booking/book-form-schema';
import { useLawyerSlots } from '@/features/cases/booking/book-slots';
import { BookTimeField, SlotsPending, type TakenAnswer } from '@/features/cases/booking/book-time-field';
import { BookTypeField } from '@/features/cases/booking/book-type-field';
import { bookingFeeWords, PAID_DIRECTLY } from '@/features/cases/booking/book-words';
import type { CardLawyer } from '@/features/cases/lawyer-facts';
import { useBookConsultation } from '@/features/cases/booking/use-book-consultation';
import { applyServerFieldErrors } from '@/lib/form-errors';

const FIELDS: Partial<Record<string, BookingField>> = {
  type: 'type',
  startsAt: 'startsAt',
  phone: 'phone',
  note: 'note',
};

interface BookConsultationFormProps {
  lawyer: CardLawyer;
  offeredFee: OfferedFee | null;
  caseId: string | null;
  onBooked: (booked: Consultation) => void;
  /** the backend does not book (its slots call answered 404) */
  onUnsupported: () => void;
}

/** What Book Consultation asks, and what each answer of the booking call does
 * (docs/decisions/0098-book-consultation-dialog.md): a failure keeps everything chosen and typed. */
export function BookConsultationForm({
  lawyer,
  offeredFee,
  caseId,
  onBooked,
  onUnsupported,
}: BookConsultationFormProps) {
  const form = useBookingForm();
  const { errors } = form.formState;
  const [type, startsAt] = useWatch({ control: form.control, name: ['type', 'startsAt'] });
  const slots = useLawyerSlots(lawyer.id, type || undefined);
  const book = useBookConsultation();
  const [taken, setTaken] = useState<TakenAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const types = slots.data?.types;
  const slotsError = slots.query.error;

  useEffect(() => {
    if (isMissingExtension(slotsError)) onUnsupported();
  }, [slotsError, onUnsupported]);
  useEffect(() => {
    if (type === '' && types?.[0]) form.setValue('type', types[0]);
  }, [type, types, form]);

  if (!slots.data || types === undefined) {
    return <SlotsPending query={slots.query} />;
  }
  if (types.length === 0) {
    return (
      <p className="text-slate-700">
        {lawyer.name} is not taking bookings at the moment. Please try again later.
      </p>
    );
  }

  const submit = form.handleSubmit((values) => {
    if (book.isPending) return;
    setFailure(null);
    book.mutate(bookingRequestOf(values, lawyer.id, caseId), {
      onSuccess: onBooked,
      onError: (error) => {
        if (isApiError(error) && error.kind === 'http' && error.status === 409) {
          // taken meanwhile: the next free times become the choices; the rest stays as it was
          setTaken({ detail: error.message, nextSlots: nextSlotsOf(error) });
          form.setValue('startsAt', '');
          return;
        }
        const shown =
          isApiError(error) && error.status === 400
            ? applyServerFieldErrors(error.fieldErrors, FIELDS, (field, e) => form.setError(field, e))
            : false;
        if (!shown || (isApiError(error) && error.detail)) setFailure(error.message);
      },
    });
  });

  return (
    <form
      noValidate
      aria-label={`Book a consultation with ${lawyer.name}`}
      onSubmit={(e) => void submit(e)}
      className="grid gap-5"
    >
      {failure ? <Alert>Your consultation could not be booked. {failure}</Alert> : null}
      <BookTypeField types={types} field={form.register('type')} error={errors.type?.message} />
      <BookTimeField
        lawyerName={lawyer.name}
        slots={slots}
        value={startsAt}
        onChange={(slot) => form.setValue('startsAt', slot, { shouldValidate: form.formState.isSubmitted })}
        error={errors.startsAt?.message}
        taken={taken}
        onShowAll={() => setTaken(null)}
      />
      {type === 'phone' ? (
        <Field
          label="Your phone number"
          error={errors.phone?.message}
          hint="The lawyer calls you on this number."
        >
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
      ) : null}
      <Field
        label="Note for the lawyer (optional)"
        error={errors.note?.message}
        hint={`Up to ${NOTE_MAX} characters.`}
      >
        <Textarea rows={3} {...form.register('note')} />
      </Field>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {bookingFeeWords(lawyer.hourlyRate, slots.data.durationMinutes, offeredFee)}
        </span>
        {' · '}
        {PAID_DIRECTLY}
      </p>
      <DialogFooter>
        {/* not disabled while booking: the focus stays on it, and a second press does nothing */}
        <Button type="submit" aria-disabled={book.isPending}>
          {book.isPending ? 'Booking...' : 'Confirm booking'}
        </Button>
      </DialogFooter>
    </form>
  );
}
