import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAvailabilitySettings } from '@/api/leads';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { availabilitySettingsQuery } from '@/features/lawyers/availability/availability-settings-queries';
import { cn } from '@/lib/cn';

const stateText = (on: boolean) =>
  on
    ? 'You get a reminder by e-mail and on the bell 24 hours and 1 hour before each confirmed consultation.'
    : 'You get no reminders. Your clients still get theirs.';

/** The lawyer's own reminders, on or off, saved as soon as it is switched (PUT {reminders});
 * the clients' reminders always go (docs/decisions/0130-invitations-and-reminders.md). A backend
 * without the setting shows nothing (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function RemindersSetting({ reminders }: { reminders: boolean | undefined }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) => saveAvailabilitySettings({ reminders: next }),
    onSuccess: (answer) => queryClient.setQueryData(availabilitySettingsQuery.queryKey, answer),
  });
  if (reminders === undefined) return null;
  const shown = (save.isPending ? save.variables : undefined) ?? reminders;
  return (
    <Card className="mb-6 grid gap-3 p-5">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="reminders-title" className="font-semibold text-slate-900">
            Reminders
          </h2>
          <p id="reminders-text" role="status" className="text-sm text-slate-700">
            {stateText(shown)}
          </p>
        </div>
        {/* aria-disabled, not disabled: a disabled control would drop the keyboard focus */}
        <Switch
          checked={shown}
          onCheckedChange={(next) => {
            if (!save.isPending) save.mutate(next);
          }}
          aria-labelledby="reminders-title"
          aria-describedby="reminders-text"
          aria-disabled={save.isPending || undefined}
          className={cn(save.isPending && 'cursor-wait opacity-50')}
        />
      </div>
      {save.isError ? <Alert>Your reminders were not changed: {save.error.message}</Alert> : null}
    </Card>
  );
}
