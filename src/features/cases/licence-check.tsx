import { BadgeCheck } from 'lucide-react';
import { registerEntry } from '@/api/regulator-register';

interface LicenceProps {
  lawyer: { regulator?: string | null; licenseNumber?: string };
  /** the public profile's: the regulator's full name, in a section of its own */
  full?: boolean;
}

/**
 * The lawyer's licence: the regulator's number and the way to check it on the register
 * (src/api/regulator-register.ts), opened in a new tab. On a card a line of its list of facts;
 * nothing where the backend sends no number.
 */
export function Licence({ lawyer, full = false }: LicenceProps) {
  const entry = registerEntry(lawyer.regulator, lawyer.licenseNumber);
  if (!entry) return null;
  const words = full ? `${entry.number} (${entry.regulator})` : entry.number;
  const link = entry.link ? (
    <a
      href={entry.link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 items-center gap-1 font-medium break-words text-blue-800 underline underline-offset-4 hover:text-blue-900"
    >
      {entry.link.text} <span className="sr-only">(opens in a new tab)</span>
      <span aria-hidden="true">↗</span>
    </a>
  ) : null;
  if (full)
    return (
      <div className="grid justify-items-start gap-1">
        <p>{words}</p>
        {link}
      </div>
    );
  return (
    <div className="flex items-start gap-1.5">
      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <dt className="sr-only">Licence</dt>
      <dd className="grid justify-items-start">
        <span>{words}</span>
        {link}
      </dd>
    </div>
  );
}
