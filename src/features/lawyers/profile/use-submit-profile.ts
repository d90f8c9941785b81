import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FileKind } from '@/api/contract';
import { submitLawyerProfile } from '@/api/profiles';
import {
  lawyerProfileQuery,
  meQuery,
  submittedHereQuery,
} from '@/features/lawyers/verification/lawyer-queries';
import type { ProfileFormValues } from '@/features/lawyers/profile/profile-form-schema';

interface Submission {
  values: ProfileFormValues;
  files: Partial<Record<FileKind, File>>;
}

/** spec §3: the multipart field names, exactly, and this product's three after them
 * (docs/decisions/0086-save-is-not-submit.md, 0087-regulator-and-licence-number.md). */
export function toProfileFormData({ values, files }: Submission) {
  const form = new FormData();
  for (const [kind, file] of Object.entries(files)) if (file) form.append(kind, file, file.name);
  form.append('specialization', values.specialization);
  form.append('location', values.location.trim());
  form.append('experience_years', values.experience_years.trim());
  form.append('bio', values.bio.trim());
  form.append('license_number', values.license_number.trim());
  form.append('education', values.education.trim());
  form.append('full_name', values.full_name.trim());
  form.append('regulator', values.regulator);
  form.append('hourly_rate', values.hourly_rate.trim());
  form.append('first_consultation_fee', values.first_consultation_fee.trim());
  return form;
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (submission: Submission) => {
      setProgress(0);
      return submitLawyerProfile(toProfileFormData(submission), setProgress);
    },
    // Any 2xx is success, and of its body only `review` is read: the status comes from the
    // profile extension, or, where that is missing, from this submission (lawyer-queries.ts).
    // The badge, the banner and the history follow at once (their keys start with the profile's).
    onSuccess: () => {
      queryClient.setQueryData(submittedHereQuery.queryKey, true);
      void queryClient.invalidateQueries({ queryKey: lawyerProfileQuery.queryKey });
      // a first submission may change the verified state (the header badge follows `me`)
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
