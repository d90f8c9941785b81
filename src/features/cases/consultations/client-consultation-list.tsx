import type { Ref } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { ClientConsultationItem } from '@/features/cases/consultations/client-consultation-item';

/** The client's consultations, in the order served (soonest first). */
export function ClientConsultationList({
  consultations,
  heading,
  ref,
}: {
  consultations: Consultation[];
  heading: 'h3' | 'h4';
  /** the list, for a page loaded after it (src/components/show-more.tsx) */
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} className="grid gap-3">
      {consultations.map((consultation) => (
        <li key={consultation.id}>
          <ClientConsultationItem consultation={consultation} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
