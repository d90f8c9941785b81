import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FileKind } from '@/api/contract';
import { submitLawyerProfile } from '@/api/profiles';
import { lawyerProfileQuery, meQuery, submittedHereQuery } from '@/features/lawyers/lawyer-queries';
import type { ProfileFormValues } from '@/features/lawyers/profile-form-schema';

interface Submission {
  values: ProfileFormValues;
  files: Partial<Record<FileKind, File>>;
  fullName: string;
}

/** spec §3: the multipart field names, exactly. */
export function toProfileFormData({ values, files, fullName }: Submission) {
  const form = new FormData();
  for (const [kind, file] of Object.entries(files)) if (file) form.append(kind, file, file.name);
  form.append('specialization', values.specialization);
  form.append('location', values.location.trim());
  form.append('experience_years', values.experience_years.trim());
  form.append('bio', values.bio.trim());
  form.append('license_number', values.license_number.trim());
  form.append('education', values.education.trim());
  form.append('full_name', fullName);
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
    // Any 2xx is success, and its body is not read: the status comes from the profile
    // extension, or, where that is missing, from this submission (lawyer-queries.ts).
    onSuccess: () => {
      queryClient.setQueryData(submittedHereQuery.queryKey, true);
      void queryClient.invalidateQueries({ queryKey: lawyerProfileQuery.queryKey });
      // a resubmission may take away the verified state (the header badge follows `me`)
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
