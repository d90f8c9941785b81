import { Link } from 'react-router-dom';
import type { DirectoryLawyer } from '@/api/directory-contract';
import { buttonVariants } from '@/components/ui/button-variants';
import { bookButtonName } from '@/features/cases/booking/book-button-name';
import { LawyerCardFrame } from '@/features/cases/lawyer-card-frame';
import { paths, pathTo } from '@/lib/paths';
import { useAuth } from '@/session/use-auth';

/**
 * A lawyer found by the directory: the facts and the price line every lawyer's card shows (the
 * match's card's own pieces, src/features/cases/matches/lawyer-card.tsx), with the distance, the
 * price of the service searched for and the response time, and two ways on: the public profile,
 * and Book Consultation, which opens the booking on the profile as its own button does (signed
 * out, through sign-in first). The match's card opens its booking dialog in place, which needs
 * the dashboards' code: not within a public page's script budget
 * (docs/decisions/0128-directory-page.md).
 */
export function DirectoryCard({ lawyer }: { lawyer: DirectoryLawyer }) {
  const { user } = useAuth();
  const profile = pathTo(paths.lawyerPublic, lawyer.id);
  const booking = `${profile}?book=1`;
  return (
    <LawyerCardFrame lawyer={lawyer}>
      <div className="mt-5 grid grid-cols-2 gap-2">
        {/* booking is for clients: a lawyer or an administrator is told so on the profile */}
        {user && user.role !== 'client' ? null : (
          <Link
            to={user ? booking : paths.login}
            state={user ? undefined : { from: booking }}
            aria-label={bookButtonName(lawyer.name)}
            className={buttonVariants({ size: 'sm' })}
          >
            Book Consultation
          </Link>
        )}
        <Link
          to={profile}
          aria-label={`View Profile of ${lawyer.name}`}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          View Profile
        </Link>
      </div>
    </LawyerCardFrame>
  );
}
