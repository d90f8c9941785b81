import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<'button'>, 'role' | 'type' | 'onChange' | 'onClick'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off setting: a button with the switch role and `aria-checked` (the WAI-ARIA switch
 * pattern), which Space and Enter press as any button. Controlled: the caller keeps the state and
 * may refuse a change (a save under way). Written here rather than taken from a library: the
 * pages with a switch draw it in their first render, and two elements need none of a library's
 * files (docs/decisions/0156-a-switch-of-our-own.md).
 */
export function Switch({ checked, onCheckedChange, className, ...props }: Props) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-emerald-700 data-[state=unchecked]:bg-slate-400',
        className,
      )}
      onClick={() => onCheckedChange(!checked)}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-lg transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
