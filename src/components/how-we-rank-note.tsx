import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/**
 * The line beside every list of lawyers: how the list is ordered, that nobody pays for a place,
 * and the way to the How we rank page that says the rest
 * (docs/decisions/0126-how-we-rank-and-true-landing-words.md).
 */
export function HowWeRankNote({ className }: { className?: string }) {
  return (
    <p className={cn('mt-2 text-sm text-slate-600', className)}>
      Nobody pays for a place in this list.{' '}
      <Link
        to={paths.howWeRank}
        className="inline-flex min-h-6 items-center font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900"
      >
        How we rank
      </Link>
    </p>
  );
}
