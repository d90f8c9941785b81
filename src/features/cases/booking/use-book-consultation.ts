import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@/api/booking-contract';
import { bookConsultation, CONSULTATIONS_KEY } from '@/api/consultations';
import { MY_STATS_KEY } from '@/api/stats';
import { slotsKey } from '@/features/cases/booking/book-slots';
import { caseKeys } from '@/features/cases/cases/case-queries';

/** The booking call's mutation key: the dialog stays open while it runs. */
export const BOOKING_KEY = ['book-consultation'] as const;

/** POST /api/consultations/: the lists, the figures, the case's page and the lawyer's free times
 * are stale once it answers, and after a 409 the free times are too. */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BOOKING_KEY,
    mutationFn: (body: BookingRequest) => bookConsultation(body),
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: slotsKey(body.lawyerId) });
    },
    onSuccess: (_booked, body) => {
      void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
      if (body.caseId) void queryClient.invalidateQueries({ queryKey: caseKeys.one(body.caseId) });
    },
  });
}
