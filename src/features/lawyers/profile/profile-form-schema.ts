import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { categorySchema, EXPERIENCE_MAX, type LawyerProfile, type VerifiedFacts } from '@/api/contract';
import { lazySchema } from '@/api/lazy-schema';
import { DEFAULT_REGULATOR, REGULATORS } from '@/api/regulators';
import { madeOnFirstCall } from '@/lib/made-on-first-call';

// The text fields of the profile submission (spec §3). Files are handled beside the form. The
// name, the regulator and the fees are sent as typed: the server judges them and its message
// shows on the field (docs/decisions/0016-keep-the-spec-validation-rules.md,
// 0087-regulator-and-licence-number.md).
// built at the form's first check (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md)
const profileFormSchema = lazySchema(() =>
  z.object({
    full_name: z.string(),
    regulator: z.enum(REGULATORS),
    specialization: z
      .union([z.literal(''), categorySchema])
      .refine((v) => v !== '', 'Please choose your specialization'),
    location: z
      .string()
      .trim()
      .min(1, 'Please enter your city')
      .max(100, 'Keep the city under 100 characters'),
    experience_years: z
      .string()
      .trim()
      .min(1, 'Please enter your years of experience')
      .regex(/^\d+$/, 'Enter a whole number of years')
      .refine((v) => Number(v) <= EXPERIENCE_MAX, `Enter a number from 0 to ${EXPERIENCE_MAX}`),
    license_number: z
      .string()
      .trim()
      .min(1, 'Please enter your bar licence number')
      .max(50, 'Keep it under 50 characters'),
    education: z.string().trim().max(1000, 'Keep this under 1,000 characters'),
    bio: z.string().trim().max(2000, 'Keep your bio under 2,000 characters'),
    hourly_rate: z.string(),
    first_consultation_fee: z.string(),
  }),
);
// made, and the schema built, at the form's first check
const resolver = madeOnFirstCall(() => zodResolver(profileFormSchema));
export type ProfileFormValues = z.input<typeof profileFormSchema>;

const EMPTY: ProfileFormValues = {
  full_name: '',
  regulator: DEFAULT_REGULATOR,
  specialization: '',
  location: '',
  experience_years: '',
  license_number: '',
  education: '',
  bio: '',
  hourly_rate: '',
  first_consultation_fee: '',
};

/** Pounds as the lawyer would type them: '150', '95.50'; blank for none. */
function poundsText(pounds: number | null | undefined) {
  if (pounds === null || pounds === undefined) return '';
  return Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2);
}

/** The saved profile as the form shows it: a change waiting for review shows its proposed
 * facts (docs/decisions/0086-save-is-not-submit.md); without a profile, the account's name. */
function profileToForm(
  profile: LawyerProfile['profile'] | undefined,
  pending: VerifiedFacts | null | undefined,
  accountName: string,
): ProfileFormValues {
  if (!profile) return { ...EMPTY, full_name: accountName };
  const specialization = categorySchema.safeParse(profile.specialization);
  return {
    full_name: pending?.full_name ?? profile.full_name,
    regulator: pending?.regulator ?? profile.regulator ?? DEFAULT_REGULATOR,
    specialization: specialization.success ? specialization.data : '',
    location: profile.location,
    experience_years: String(profile.experience_years),
    license_number: pending?.license_number ?? profile.license_number,
    education: profile.education,
    bio: profile.bio,
    hourly_rate: poundsText(profile.hourly_rate),
    first_consultation_fee: poundsText(profile.first_consultation_fee),
  };
}

/** What the form shows of a saved profile (`lawyer-profiles/me`), until the lawyer changes it. */
export function savedValues(saved: LawyerProfile | undefined, accountName: string) {
  return profileToForm(saved?.profile, saved?.verification.pendingChange, accountName);
}

/** Filled from `lawyer-profiles/me` when it arrives; what the lawyer already typed is kept. */
export function useProfileForm(saved: LawyerProfile | undefined, accountName: string) {
  return useForm<ProfileFormValues>({
    resolver,
    defaultValues: EMPTY,
    values: savedValues(saved, accountName),
    resetOptions: { keepDirtyValues: true },
  });
}
