// A lawyer's availability settings (GET/PUT /api/lawyers/me/availability/), answered as the local
// API does (server/routes/availability.ts, docs/decisions/0091-availability-switch-and-live-figures.md):
// the defaults until a PUT, which takes any subset of the fields and answers the whole.
import { http, HttpResponse } from 'msw';
import { availabilityPatchSchema, availabilitySchema, DEFAULT_AVAILABILITY } from '@/api/booking-contract';
import { apiConfig } from '@/api/config';

const url = `${apiConfig.profiles}/api/lawyers/me/availability/`;
let kept = DEFAULT_AVAILABILITY;

export const availabilityHandlers = [
  http.get(url, () => HttpResponse.json(kept)),
  http.put(url, async ({ request }) => {
    const patch = availabilityPatchSchema.safeParse(await request.json());
    const whole = patch.success ? availabilitySchema.safeParse({ ...kept, ...patch.data }) : patch;
    if (!whole.success) return HttpResponse.json({ detail: whole.error.issues[0]?.message }, { status: 400 });
    kept = whole.data;
    return HttpResponse.json(kept);
  }),
];
