import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// For primitives whose caller's className must win over their defaults (`p-2` over `p-8`).
// tailwind-merge weighs ~9 kB gzip: the landing page's first-paint bundle does without it
// (issue 7 budget, checked by e2e/bundle-budget.spec.ts), so nothing it imports calls cn().
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
