import { Star } from 'lucide-react';
import { useId, type Ref } from 'react';
import { starWords } from '@/features/cases/reviews/review-words';
import { cn } from '@/lib/cn';

interface ReviewStarsFieldProps {
  /** 0 while none is chosen */
  value: number;
  onChange: (rating: number) => void;
  onBlur: () => void;
  name: string;
  /** the radio a message sends the focus to: the chosen one, else the first */
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}

/**
 * The rating as a real radio group: five native radios of one name, so the arrow keys move and
 * choose, each named '1 star' … '5 stars', with a visible focus ring on its star. The choice is
 * also said in words, since the stars differ only by their fill.
 */
export function ReviewStarsField({ value, onChange, onBlur, name, inputRef, error }: ReviewStarsFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className="grid gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Your rating</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cn(
              'cursor-pointer rounded-md p-1',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              ref={n === (value || 1) ? inputRef : undefined}
              className="sr-only"
            />
            <span className="sr-only">{starWords(n)}</span>
            <Star
              aria-hidden="true"
              className={cn('size-8', n <= value ? 'fill-amber-400 text-amber-600' : 'text-slate-500')}
            />
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-slate-700">
          {value ? `${value} out of 5` : 'Not chosen yet'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
