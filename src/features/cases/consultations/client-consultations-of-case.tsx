import type { Consultation } from '@/api/booking-contract';
import { onDemand } from '@/components/on-demand';

// the list and what can be done with each consultation load after the case is drawn
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
const ClientConsultationList = onDemand(
  () =>
    import('@/features/cases/consultations/client-consultation-list').then((m) => m.ClientConsultationList),
  <p role="status" className="text-slate-700">
    Loading the consultations…
  </p>,
);

/** The consultations booked about this case, from the case itself (its owner sees them); none
 * from a backend that does not book, and then nothing is shown. A closed case invites no booking
 * (docs/decisions/0116-one-fee-rule.md). */
export function CaseConsultations({
  consultations,
  isOpen,
}: {
  consultations: Consultation[] | undefined;
  isOpen: boolean;
}) {
  if (consultations === undefined) return null;
  return (
    <section aria-labelledby="case-consultations-title" className="mt-10">
      <h2 id="case-consultations-title" className="text-2xl font-bold text-slate-900">
        Consultations
      </h2>
      {consultations.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {isOpen
            ? 'No consultations booked about this case yet. Book one with a lawyer who responded or matched.'
            : 'No consultations were booked about this case.'}
        </p>
      ) : (
        <div className="mt-4">
          <ClientConsultationList consultations={consultations} heading="h3" />
        </div>
      )}
    </section>
  );
}
