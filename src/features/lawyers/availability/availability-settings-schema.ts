// The booking settings form: what the lawyer types, checked by the contract's own rules
// (availabilitySchema) and sent as the PUT body; the messages of the contract and of the server
// land on the form's fields (docs/decisions/0097-availability-settings-screen.md).
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { consultationTypeSchema, type AvailabilityPatch } from '@/api/booking-contract';
import { lazySchema } from '@/api/lazy-schema';
import type { AvailabilitySettings } from '@/api/leads';
import { contractCheck } from '@/features/lawyers/availability/availability-settings-check';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// a time input cannot hold 24:00: a window to midnight ends at 00:00 on the form
const MIDNIGHT = '00:00';
const END_OF_DAY = '24:00';

// built at the form's first check (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md)
const windowValuesSchema = lazySchema(() => z.object({ start: z.string(), end: z.string() }));
const formValuesSchema = lazySchema(() =>
  z.object({
    /** Monday first; a closed day keeps its hours on the form (not sent) for when it opens again */
    days: z.array(z.object({ open: z.boolean(), windows: z.array(windowValuesSchema) })).length(7),
    durationMinutes: z.string(),
    bufferMinutes: z.string(),
    minNoticeHours: z.string(),
    horizonDays: z.string(),
    types: z.array(consultationTypeSchema),
    meetingUrl: z.string(),
    officeAddress: z.string(),
    blockedDates: z.array(z.string()),
    openOnBankHolidays: z.boolean(),
    /** null when the backend keeps no cancellation policy: nothing is shown or sent */
    freeUntilHours: z.string().nullable(),
  }),
);
export type SettingsFormValues = z.infer<typeof formValuesSchema>;
export type WindowValues = z.infer<typeof windowValuesSchema>;
export type SettingsField = FieldPath<SettingsFormValues>;

// every setting but the switch, which the dashboard owns (0091)
export type SettingsBody = Omit<AvailabilityPatch, 'available' | 'timeZone'>;

const SAME_NAME = new Set<string>([
  'durationMinutes',
  'bufferMinutes',
  'minNoticeHours',
  'horizonDays',
  'types',
  'meetingUrl',
  'officeAddress',
  'blockedDates',
  'openOnBankHolidays',
]);

/** Where each window of the `weekly` sent sits on the form: `days.{d}.windows.{i}`. */
export function windowPathsOf(days: SettingsFormValues['days']): string[] {
  return days.flatMap((day, d) => (day.open ? day.windows.map((_, i) => `days.${d}.windows.${i}`) : []));
}

/** The form field of a setting's path, as the contract or the server names it ('weekly.2.start',
 * 'meetingUrl', 'blockedDates.0'); null for one the form has no place for. */
export function formFieldOf(path: string, windowPaths: readonly string[]): SettingsField | null {
  const [field = '', index, part] = path.split('.');
  if (field === 'weekly') {
    if (index === undefined) return 'days';
    const at = windowPaths[Number(index)];
    return at === undefined ? null : (`${at}.${part === 'end' ? 'end' : 'start'}` as SettingsField);
  }
  if (field === 'cancellationPolicy') return 'freeUntilHours';
  return SAME_NAME.has(field) ? (field as SettingsField) : null;
}

const wholeNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The PUT body as typed, before the contract has read it. */
function draftOf(values: SettingsFormValues) {
  return {
    weekly: values.days.flatMap((day, d) =>
      day.open
        ? day.windows.map((w) => ({
            day: d + 1,
            start: w.start,
            end: w.end === MIDNIGHT ? END_OF_DAY : w.end,
          }))
        : [],
    ),
    durationMinutes: wholeNumber(values.durationMinutes),
    bufferMinutes: wholeNumber(values.bufferMinutes),
    minNoticeHours: wholeNumber(values.minNoticeHours),
    horizonDays: wholeNumber(values.horizonDays),
    types: values.types,
    blockedDates: values.blockedDates,
    openOnBankHolidays: values.openOnBankHolidays,
    // the link and the address count only with their type; else the kept ones stay as they are
    ...(values.types.includes('video') ? { meetingUrl: values.meetingUrl } : {}),
    ...(values.types.includes('in_person') ? { officeAddress: values.officeAddress } : {}),
    ...(values.freeUntilHours === null
      ? {}
      : { cancellationPolicy: { freeUntilHours: wholeNumber(values.freeUntilHours) } }),
  };
}

export const settingsFormSchema = lazySchema(() =>
  formValuesSchema.transform((values, ctx): SettingsBody => {
    const draft = draftOf(values);
    const checked = contractCheck(draft);
    if (!checked.success) {
      const windowPaths = windowPathsOf(values.days);
      for (const issue of checked.issues) {
        const field = formFieldOf(issue.path.join('.'), windowPaths) ?? 'days';
        ctx.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
      }
      return z.NEVER;
    }
    const { data } = checked;
    const { weekly, durationMinutes, bufferMinutes, minNoticeHours, horizonDays, types, blockedDates } = data;
    return {
      weekly,
      durationMinutes,
      bufferMinutes,
      minNoticeHours,
      horizonDays,
      types,
      blockedDates,
      openOnBankHolidays: data.openOnBankHolidays,
      ...('meetingUrl' in draft ? { meetingUrl: data.meetingUrl } : {}),
      ...('officeAddress' in draft ? { officeAddress: data.officeAddress } : {}),
      ...('cancellationPolicy' in draft ? { cancellationPolicy: data.cancellationPolicy } : {}),
    };
  }),
);

const byStart = (a: WindowValues, b: WindowValues) => a.start.localeCompare(b.start);

/** The form's values for the settings as kept (the defaults when none were saved). */
export function formValuesOf(settings: AvailabilitySettings): SettingsFormValues {
  return {
    days: WEEKDAYS.map((_, d) => {
      const windows = settings.weekly
        .filter((w) => w.day === d + 1)
        .map((w) => ({ start: w.start, end: w.end === END_OF_DAY ? MIDNIGHT : w.end }))
        .sort(byStart);
      return { open: windows.length > 0, windows };
    }),
    durationMinutes: String(settings.durationMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    minNoticeHours: String(settings.minNoticeHours),
    horizonDays: String(settings.horizonDays),
    types: [...settings.types],
    meetingUrl: settings.meetingUrl ?? '',
    officeAddress: settings.officeAddress ?? '',
    blockedDates: [...settings.blockedDates],
    openOnBankHolidays: settings.openOnBankHolidays,
    freeUntilHours: settings.cancellationPolicy ? String(settings.cancellationPolicy.freeUntilHours) : null,
  };
}
