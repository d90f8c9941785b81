import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One part of the booking settings, named by its heading for screen readers' region list. */
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
    <Card role="region" aria-labelledby={id} className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <div className="text-sm text-slate-700">{description}</div> : null}
      </div>
      {children}
    </Card>
  );
}
