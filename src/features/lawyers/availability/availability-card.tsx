import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { saveAvailability } from '@/api/leads';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { availabilityQuery, leadKeys } from '@/features/lawyers/leads/lead-queries';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { readPreference, storePreference } from '@/lib/storage';

// spec §4's notifications, whichever keeps the switch
const announce = (available: boolean) =>
  toast(
    available
      ? { title: "You're now available", description: 'Clients can book consultations with you' }
      : { title: "You're now unavailable", description: 'New bookings are paused' },
  );
const stateText = (available: boolean) =>
  available ? 'You are accepting new consultations.' : 'New bookings are paused.';

/** The Availability Status switch: kept on the server where the backend has the setting, else
 * in this browser as spec §4 has it (docs/decisions/0095-the-lawyers-leads-screens.md). */
export function AvailabilityCard({ userId }: { userId: string }) {
  const query = useQuery(availabilityQuery);
  if (query.isPending) return <Frame text="Loading your availability…" />;
  if (query.isError) {
    return (
      <Frame text="Your availability could not be loaded.">
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
        <Alert className="w-full">{query.error.message}</Alert>
      </Frame>
    );
  }
  if (query.data === null) return <LocalAvailability userId={userId} />;
  return <SavedAvailability available={query.data.available} />;
}

/** Saved with PUT {available}; while it saves the switch shows the choice and takes no other,
 * and a refusal puts it back. The lawyer's leads follow the switch. */
function SavedAvailability({ available }: { available: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (answer) => {
      queryClient.setQueryData(availabilityQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: leadKeys.list });
      announce(answer.available);
    },
  });
  const shown = (save.isPending ? save.variables : undefined) ?? available;
  return (
    <Frame text={stateText(shown)}>
      <div className="flex items-center gap-5">
        {/* the other settings have a page of their own where the backend keeps them
            (docs/decisions/0097-availability-settings-screen.md) */}
        <Link
          to={paths.lawyerAvailability}
          className="text-sm font-medium text-blue-800 underline underline-offset-4"
        >
          Booking settings
        </Link>
        {/* aria-disabled, not disabled: a disabled control would drop the keyboard focus */}
        <AvailabilitySwitch
          checked={shown}
          saving={save.isPending}
          onChange={(next) => {
            if (!save.isPending) save.mutate(next);
          }}
        />
      </div>
      {save.isError ? (
        <Alert className="w-full">Your availability was not changed: {save.error.message}</Alert>
      ) : null}
    </Frame>
  );
}

// spec §4: a local switch, default on; kept in this browser so it survives a reload
const preferenceKey = (userId: string) => `availability:${userId}`;

function LocalAvailability({ userId }: { userId: string }) {
  const [available, setAvailable] = useState(() => readPreference(preferenceKey(userId)) !== 'off');
  const onChange = (next: boolean) => {
    setAvailable(next);
    storePreference(preferenceKey(userId), next ? 'on' : 'off');
    announce(next);
  };
  return (
    <Frame text={stateText(available)}>
      <AvailabilitySwitch checked={available} onChange={onChange} />
    </Frame>
  );
}

interface SwitchProps {
  checked: boolean;
  saving?: boolean;
  onChange: (next: boolean) => void;
}

function AvailabilitySwitch({ checked, saving = false, onChange }: SwitchProps) {
  return (
    <Switch
      checked={checked}
      onCheckedChange={onChange}
      aria-labelledby="availability-title"
      aria-describedby="availability-text"
      aria-disabled={saving || undefined}
      className={cn(saving && 'cursor-wait opacity-50')}
    />
  );
}

function Frame({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
      <div>
        <h2 id="availability-title" className="font-semibold text-slate-900">
          Availability Status
        </h2>
        <p id="availability-text" className="text-sm text-slate-700">
          {text}
        </p>
      </div>
      {children}
    </Card>
  );
}
