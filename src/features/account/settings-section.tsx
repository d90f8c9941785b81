import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One part of the account page: a card with its heading, what it does, and its form. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card>
      <CardContent standalone>
        <section aria-labelledby={id} className="grid gap-3">
          <h2 id={id} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-slate-700 wrap-anywhere">{intro}</p>
          {children}
        </section>
      </CardContent>
    </Card>
  );
}
