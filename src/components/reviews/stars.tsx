import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars, `rating` of them filled (rounded to the nearest whole); the label says the figure. */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
