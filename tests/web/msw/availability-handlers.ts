// A lawyer's availability settings (GET/PUT /api/lawyers/me/availability/), answered as the local
// API does (server/routes/availability.ts, docs/decisions/0091-availability-switch-and-live-figures.md):
// the defaults until a PUT, which takes any subset of the fields and answers the whole.
import { http, HttpResponse } from 'msw';
import { availabilityPatchSchema, availabilitySchema, defaultAvailability } from '@/api/booking-contract';
import { apiConfig } from '@/api/config';

const url = `${apiConfig.profiles}/api/lawyers/me/availability/`;
let kept = defaultAvailability();

/** No settings saved: the defaults again (a test that saves calls it before each test). */
export function forgetAvailability() {
  kept = defaultAvailability();
}

// Django REST's shape by field, a window's by its place: {"weekly.2.start": ["…"]}
function refusal(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) (body[issue.path.map(String).join('.') || 'detail'] ??= []).push(issue.message);
  return HttpResponse.json(body, { status: 400 });
}

export const availabilityHandlers = [
  http.get(url, () => HttpResponse.json(kept)),
  http.put(url, async ({ request }) => {
    const patch = availabilityPatchSchema.safeParse(await request.json());
    const whole = patch.success ? availabilitySchema.safeParse({ ...kept, ...patch.data }) : patch;
    if (!whole.success) return refusal(whole.error.issues);
    kept = whole.data;
    return HttpResponse.json(kept);
  }),
];
