import type { z } from 'zod';
import { availabilitySchema } from '@/api/booking-contract';

type Issue = z.core.$ZodIssue;
type Draft = { weekly: unknown[] } & Record<string, unknown>;

/**
 * The contract's messages for the whole draft at once: those of each setting and each window,
 * then, with the faulty settings at their defaults and the faulty windows left out, those between
 * them (video without a link, hours that overlap), as the server would give them once the others
 * are put right. The second reading's windows are renumbered back to their place in the draft.
 */
export function contractCheck(draft: Draft) {
  const first = availabilitySchema.safeParse(draft);
  if (first.success) return first;
  const settingOf = (issue: Issue) => String(issue.path[0]);
  const windowOf = (issue: Issue) => (settingOf(issue) === 'weekly' ? issue.path[1] : undefined);
  const faultyWindows = new Set(first.error.issues.map(windowOf).filter((i) => typeof i === 'number'));
  // a setting is faulty as a whole, except the week when only some of its windows are
  const faulty = new Set(first.error.issues.filter((i) => typeof windowOf(i) !== 'number').map(settingOf));
  const places = draft.weekly.map((_, i) => i).filter((i) => !faultyWindows.has(i));
  const rest = Object.fromEntries(Object.entries(draft).filter(([key]) => !faulty.has(key)));
  if (!faulty.has('weekly')) rest.weekly = places.map((i) => draft.weekly[i]);
  const second = availabilitySchema.safeParse(rest);
  const between = (second.success ? [] : second.error.issues)
    .filter((issue) => !faulty.has(settingOf(issue)))
    .map((issue) => {
      const at = windowOf(issue);
      return typeof at === 'number'
        ? { ...issue, path: ['weekly', places[at], ...issue.path.slice(2)] }
        : issue;
    });
  return { success: false as const, issues: [...first.error.issues, ...between] };
}
