import { useId, type ReactNode } from 'react';
import { FormPartCard } from '@/components/form-part-card';

/** One part of a long settings form (the booking settings, the services and prices), named by its
 * heading for screen readers' region list, and drawn once it nears the screen
 * (docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md). */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FormPartCard role="region" aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <div className="text-sm text-slate-700">{description}</div> : null}
      </div>
      {children}
    </FormPartCard>
  );
}
