import type { ReactNode } from 'react';

/** A part of the public profile, named by its heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </section>
  );
}
