import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { readPreference, storePreference } from '@/lib/storage';

// spec §4: a local switch, default on; kept in this browser so it survives a reload
const preferenceKey = (userId: string) => `availability:${userId}`;

export function AvailabilityCard({ userId }: { userId: string }) {
  const [available, setAvailable] = useState(() => readPreference(preferenceKey(userId)) !== 'off');

  const onChange = (next: boolean) => {
    setAvailable(next);
    storePreference(preferenceKey(userId), next ? 'on' : 'off');
    toast(
      next
        ? { title: "You're now available", description: 'Clients can book consultations with you' }
        : { title: "You're now unavailable", description: 'New bookings are paused' },
    );
  };

  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
      <div>
        <h2 id="availability-title" className="font-semibold text-slate-900">
          Availability Status
        </h2>
        <p id="availability-text" className="text-sm text-slate-700">
          {available ? 'You are accepting new consultations.' : 'New bookings are paused.'}
        </p>
      </div>
      <Switch
        checked={available}
        onCheckedChange={onChange}
        aria-labelledby="availability-title"
        aria-describedby="availability-text"
      />
    </Card>
  );
}
