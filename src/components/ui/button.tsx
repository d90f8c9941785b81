import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

/** A button in the house style. A link that looks like one takes `buttonVariants` itself
 * (src/components/booking/join-meeting.tsx): no Slot, so a page with a form fetches no Radix
 * code for its buttons (docs/performance.md, "Back within 120 kB"). */
export function Button({
  className,
  variant,
  size,
  type,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={type ?? 'button'}
      {...props}
    />
  );
}
