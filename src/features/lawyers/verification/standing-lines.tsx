import type { Standing } from '@/features/lawyers/verification/standing';

/** The words of where a lawyer stands: the state, when last verified, and what is open. */
export function StandingLines({ standing }: { standing: Standing }) {
  return (
    <>
      <p className="text-sm">{standing.text}</p>
      {standing.verifiedOn ? <p className="text-sm font-medium">{standing.verifiedOn}</p> : null}
      {standing.notes.map((note) => (
        <p key={note} className="text-sm">
          {note}
        </p>
      ))}
    </>
  );
}
