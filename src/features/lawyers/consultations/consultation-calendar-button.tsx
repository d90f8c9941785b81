import { useMutation } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import type { Consultation } from '@/api/booking-contract';
import { fetchConsultationCalendar } from '@/api/consultations';
import { Button } from '@/components/ui/button';
import { actionName } from '@/features/lawyers/consultations/consultation-words';
import { londonDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';

/** Add to calendar: the consultation's one event as an .ics file, which Google, Outlook and Apple
 * Calendar import; its UID never changes, so importing it again updates the event
 * (docs/decisions/0067-calendar-files.md). A failure is the item's to tell. */
export function ConsultationCalendarButton({
  consultation,
  onError,
}: {
  consultation: Consultation;
  onError: (message: string | null) => void;
}) {
  const download = useMutation({
    mutationFn: () => fetchConsultationCalendar(consultation.id),
    onMutate: () => onError(null),
    onSuccess: (file) => saveFile(file, `lawmatch-consultation-${londonDate(consultation.startsAt)}.ics`),
    onError: (error) => onError(`The calendar file could not be downloaded. ${error.message}`),
  });
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={download.isPending}
      onClick={() => download.mutate()}
      aria-label={actionName(download.isPending ? 'Downloading' : 'Add to calendar', consultation)}
    >
      <CalendarPlus aria-hidden="true" />
      {download.isPending ? 'Downloading...' : 'Add to calendar'}
    </Button>
  );
}
