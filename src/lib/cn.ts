import { clsx, type ClassValue } from 'clsx';

// Joins class names. The primitives never set one property twice (a size carries its text
// size; a prop, not a class, widens a dialog or enlarges an avatar), so a caller's className
// only adds and nothing needs merging: tailwind-merge (9 kB gzip) would load on every page for
// nothing (docs/decisions/0017-content-first-public-pages.md).
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
