import { useState } from 'react';
import { cn } from '@/lib/cn';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** A person's picture, or their initials when it is missing, empty or fails to load. */
export function Avatar({ name, src, large = false }: { name: string; src?: string | null; large?: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src && src.trim() !== '' && broken !== src ? src : null;
  const base = cn(large ? 'size-20' : 'size-16', 'shrink-0 rounded-full');
  if (usable) {
    return (
      <img src={usable} alt={name} className={cn(base, 'object-cover')} onError={() => setBroken(usable)} />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} (no photo)`}
      data-testid="avatar-placeholder"
      className={cn(base, 'flex items-center justify-center bg-blue-100 text-lg font-bold text-blue-900')}
    >
      {initials(name)}
    </span>
  );
}
