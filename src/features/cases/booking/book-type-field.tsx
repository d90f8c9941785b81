import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConsultationType } from '@/api/booking-contract';
import { TYPE_WORDS } from '@/features/cases/booking/book-words';
import { cn } from '@/lib/cn';

interface BookTypeFieldProps {
  /** the types the lawyer offers, in the contract's order */
  types: readonly ConsultationType[];
  field: UseFormRegisterReturn<'type'>;
  error: string | undefined;
}

/** The type of consultation as radio buttons (the arrow keys move between them): only the types
 * the lawyer offers. */
export function BookTypeField({ types, field, error }: BookTypeFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Type of consultation</legend>
      <div className="flex flex-wrap gap-2">
        {types.map((type) => (
          <label
            key={type}
            className={cn(
              'cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-900',
              'has-[:checked]:border-blue-800 has-[:checked]:bg-blue-800 has-[:checked]:text-white',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2',
            )}
          >
            <input type="radio" value={type} className="sr-only" {...field} />
            {TYPE_WORDS[type]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
