import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { categorySchema, EXPERIENCE_MAX, type LawyerProfile } from '@/api/contract';

// The text fields of the profile submission (spec §3). Files are handled beside the form.
const profileFormSchema = z.object({
  specialization: z.union([z.literal(''), categorySchema]).refine((v) => v !== '', 'Please choose your specialization'),
  location: z.string().trim().min(1, 'Please enter your city').max(100, 'Keep the city under 100 characters'),
  experience_years: z
    .string()
    .trim()
    .min(1, 'Please enter your years of experience')
    .regex(/^\d+$/, 'Enter a whole number of years')
    .refine((v) => Number(v) <= EXPERIENCE_MAX, `Enter a number from 0 to ${EXPERIENCE_MAX}`),
  license_number: z.string().trim().min(1, 'Please enter your bar licence number').max(50, 'Keep it under 50 characters'),
  education: z.string().trim().max(1000, 'Keep this under 1,000 characters'),
  bio: z.string().trim().max(2000, 'Keep your bio under 2,000 characters'),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

const EMPTY: ProfileFormValues = {
  specialization: '',
  location: '',
  experience_years: '',
  license_number: '',
  education: '',
  bio: '',
};

function profileToForm(profile: LawyerProfile['profile'] | undefined): ProfileFormValues {
  if (!profile) return EMPTY;
  const specialization = categorySchema.safeParse(profile.specialization);
  return {
    specialization: specialization.success ? specialization.data : '',
    location: profile.location,
    experience_years: String(profile.experience_years),
    license_number: profile.license_number,
    education: profile.education,
    bio: profile.bio,
  };
}

/** Filled from `lawyer-profiles/me` when it arrives; what the lawyer already typed is kept. */
export function useProfileForm(profile: LawyerProfile['profile'] | undefined) {
  return useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: EMPTY,
    values: profileToForm(profile),
    resetOptions: { keepDirtyValues: true },
  });
}
