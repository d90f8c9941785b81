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
import { BookCaseField } from '@/features/cases/booking/book-case-field';
import { useOfferedFee, useOpenCases } from '@/features/cases/booking/use-booking-case';
import { NotTakingBookings } from '@/features/cases/booking/book-not-taking';
import { useLawyerSlots } from '@/features/cases/booking/book-slots';
import { BookTimeField, SlotsPending, type TakenAnswer } from '@/features/cases/booking/book-time-field';
import { BookTypeField } from '@/features/cases/booking/book-type-field';
import { BookPolicy } from '@/features/cases/booking/book-policy';
import { bookingFeeWords, PAID_DIRECTLY } from '@/features/cases/booking/book-words';
import type { CardLawyer } from '@/features/cases/lawyer-facts';
import { useBookConsultation } from '@/features/cases/booking/use-book-consultation';
import { applyServerFieldErrors } from '@/lib/form-errors';

const FIELDS: Partial<Record<string, BookingField>> = {
  caseId: 'caseId',
  type: 'type',
  startsAt: 'startsAt',
  phone: 'phone',
  note: 'note',
};

interface BookConsultationFormProps {
  lawyer: CardLawyer;
  offeredFee: OfferedFee | null;
  /** the case the dialog was opened from, chosen at first (docs/decisions/0116-one-fee-rule.md) */
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
  const form = useBookingForm(caseId);
  const { errors } = form.formState;
  const [type, startsAt, chosenCase] = useWatch({
    control: form.control,
    name: ['type', 'startsAt', 'caseId'],
  });
  const slots = useLawyerSlots(lawyer.id, type || undefined);
  const open = useOpenCases();
  const offered = useOfferedFee(chosenCase, lawyer.id, { caseId, fee: offeredFee });
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
  // a case closed meanwhile is no longer one to choose
  const openIds = open.settled ? open.cases?.map((kase) => kase.id) : undefined;
  useEffect(() => {
    if (openIds && chosenCase !== '' && !openIds.includes(chosenCase)) form.setValue('caseId', '');
  }, [openIds, chosenCase, form]);

  if (!slots.data || types === undefined) {
    return <SlotsPending query={slots.query} />;
  }
  // a paused lawyer, or one who offers no type: nothing to choose and nothing to confirm
  if (!slots.data.available || types.length === 0) return <NotTakingBookings lawyerName={lawyer.name} />;

  const submit = form.handleSubmit((values) => {
    if (book.isPending) return;
    setFailure(null);
    book.mutate(bookingRequestOf(values, lawyer.id), {
      onSuccess: onBooked,
      onError: (error) => {
        const next = nextSlotsOf(error);
        if (next.length > 0) {
          // taken meanwhile: the next free times become the choices; the rest stays as it was
          setTaken({ detail: error.message, nextSlots: next });
          form.setValue('startsAt', '');
          return;
        }
        // any other refusal keeps the time picked: a limit's 409 (docs/decisions/0110-limits-on-writing.md)
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
      {/* beside the fee, which the case chosen may change */}
      {open.cases && open.cases.length > 0 ? (
        <BookCaseField
          cases={open.cases}
          value={chosenCase}
          onChange={(id) => form.setValue('caseId', id)}
          error={errors.caseId?.message}
        />
      ) : null}
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {bookingFeeWords(lawyer.hourlyRate, slots.data.durationMinutes, offered, slots.data.firstFeePence)}
        </span>
        {' · '}
        {PAID_DIRECTLY}
      </p>
      <BookPolicy policy={slots.data.cancellationPolicy} startsAt={startsAt} lawyerName={lawyer.name} />
      <DialogFooter>
        {/* not disabled while booking: the focus stays on it, and a second press does nothing */}
        <Button type="submit" aria-disabled={book.isPending}>
          {book.isPending ? 'Booking...' : 'Confirm booking'}
        </Button>
      </DialogFooter>
    </form>
  );
}
