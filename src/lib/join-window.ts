// When 'Join Meeting' opens: for a confirmed video consultation, from 10 minutes before its start
// until its end; otherwise it stays disabled and says why (docs/decisions/0099-consultations-on-the-dashboards.md).
const EARLY_MINUTES = 10;

export interface Joinable {
  type: string;
  status: string;
  startsAt: string;
  endsAt: string;
  joinUrl: string | null;
}

export type JoinState = { open: true; url: string } | { open: false; reason: string };

export function joinState(c: Joinable, now: Date = new Date()): JoinState {
  if (c.type !== 'video') return { open: false, reason: 'Not a video consultation.' };
  if (c.status !== 'confirmed') return { open: false, reason: 'Opens once the lawyer confirms.' };
  if (!c.joinUrl) return { open: false, reason: 'The lawyer has not given a meeting link.' };
  const t = now.getTime();
  if (t < Date.parse(c.startsAt) - EARLY_MINUTES * 60_000)
    return { open: false, reason: `Opens ${EARLY_MINUTES} minutes before the start.` };
  if (t >= Date.parse(c.endsAt)) return { open: false, reason: 'This consultation has ended.' };
  return { open: true, url: c.joinUrl };
}

/** The next moment joinState can change (so a list can re-render then), or null. */
export function nextJoinChange(c: Joinable, now: Date = new Date()): number | null {
  const opens = Date.parse(c.startsAt) - EARLY_MINUTES * 60_000;
  const ends = Date.parse(c.endsAt);
  const t = now.getTime();
  if (c.type !== 'video' || c.status !== 'confirmed') return null;
  if (t < opens) return opens;
  return t < ends ? ends : null;
}
