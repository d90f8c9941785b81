import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { consultationTypeSchema, phoneSchema, type BookingRequest } from '@/api/booking-contract';
import { text } from '@/api/contract';

export const NOTE_MAX = 1000;

// What Book Consultation asks (docs/decisions/0098-book-consultation-dialog.md): the case it is
// about (docs/decisions/0116-one-fee-rule.md), the type, a free
// start time, the number to call for a phone consultation, and an optional note. The checks
// are the contract's, in the same words as the server's refusals.
const bookingFormSchema = z
  .object({
    type: z.union([z.literal(''), consultationTypeSchema]),
    /** the client's open case it is about; '' for none */
    caseId: z.string(),
    startsAt: z.string().min(1, 'Choose a start time.'),
    phone: z.string(),
    note: text(NOTE_MAX),
  })
  .superRefine((values, ctx) => {
    if (values.type === '') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'Choose the type of consultation.' });
    }
    if (values.type !== 'phone') return;
    const phone = phoneSchema.safeParse(values.phone);
    if (values.phone.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Add the number the lawyer should call.' });
    } else if (!phone.success) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]?.message ?? '' });
    }
  });
export type BookingValues = z.input<typeof bookingFormSchema>;
export type BookingField = keyof BookingValues;

/** The booking call's body: the number only for a phone consultation, the note only if given. */
export function bookingRequestOf(values: BookingValues, lawyerId: string): BookingRequest {
  const type = consultationTypeSchema.parse(values.type);
  const note = values.note.trim();
  return {
    lawyerId,
    startsAt: values.startsAt,
    type,
    ...(values.caseId ? { caseId: values.caseId } : {}),
    ...(type === 'phone' ? { phone: values.phone.trim() } : {}),
    ...(note ? { note } : {}),
  };
}

/** `caseId`: the case the dialog was opened from, chosen at first. */
export function useBookingForm(caseId: string | null) {
  return useForm<BookingValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { type: '', caseId: caseId ?? '', startsAt: '', phone: '', note: '' },
  });
}
