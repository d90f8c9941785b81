import { Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** The brand mark; always a link home (spec §2: logo link to /). */
export function Logo() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-blue-900"
    >
      <Scale className="size-7 text-blue-800" aria-hidden="true" />
      LawMatch
    </Link>
  );
}
