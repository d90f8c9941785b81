import { HowWeRankNote } from '@/components/how-we-rank-note';
import { LawyerCard } from '@/features/cases/matches/lawyer-card';
import type { CardLawyer } from '@/features/cases/lawyer-facts';

/** Lawyer cards in the grid the dashboard and a case's page share, with the way to how they are
 * ordered (docs/decisions/0126-how-we-rank-and-true-landing-words.md). */
export function LawyerGrid({ lawyers }: { lawyers: CardLawyer[] }) {
  return (
    <>
      <HowWeRankNote />
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {lawyers.map((lawyer) => (
          <li key={lawyer.id}>
            <LawyerCard lawyer={lawyer} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Three grey cards while lawyers are being found. */
export function LawyerPlaceholders() {
  return (
    <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          data-testid="lawyer-placeholder"
          className="h-72 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}
