import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A message that stays on the page (a notification vanishes after 5 s). */
export function Alert({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      data-slot="alert"
      className={cn('rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900', className)}
      {...props}
    />
  );
}
