import { useMutation } from '@tanstack/react-query';
import { CalendarArrowDown } from 'lucide-react';
import type { Consultation } from '@/api/booking-contract';
import { fetchConsultationCalendar } from '@/api/consultations';
import { Button } from '@/components/ui/button';
import { londonDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';

/** Add to calendar: the consultation as one `.ics` event (docs/decisions/0067-calendar-files.md),
 * named by its London date: lawmatch-consultation-2026-03-30.ics. */
export function ClientConsultationCalendar({ consultation }: { consultation: Consultation }) {
  const download = useMutation({
    mutationFn: () => fetchConsultationCalendar(consultation.id),
    onSuccess: (file) => saveFile(file, `lawmatch-consultation-${londonDate(consultation.startsAt)}.ics`),
  });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => (download.isPending ? undefined : download.mutate())}
        aria-disabled={download.isPending || undefined}
      >
        <CalendarArrowDown aria-hidden="true" />
        Add to calendar
      </Button>
      {download.isError ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          The calendar file could not be downloaded. {download.error.message}
        </p>
      ) : null}
    </>
  );
}
