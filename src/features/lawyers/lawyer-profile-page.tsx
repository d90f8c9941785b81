import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FILE_KINDS, type FileKind } from '@/api/contract';
import { isApiError } from '@/api/api-error';
import { PageHeading } from '@/components/page-heading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { FileField } from '@/features/lawyers/file-field';
import { FILE_FIELDS } from '@/features/lawyers/file-rules';
import { lawyerProfileQuery } from '@/features/lawyers/lawyer-queries';
import { ProfileDetailsFields } from '@/features/lawyers/profile-details-fields';
import { useProfileForm, type ProfileFormValues } from '@/features/lawyers/profile-form-schema';
import { UploadProgress } from '@/features/lawyers/upload-progress';
import { useChosenFiles } from '@/features/lawyers/use-chosen-files';
import { useFreshVerification } from '@/features/lawyers/use-fresh-verification';
import { useSubmitProfile } from '@/features/lawyers/use-submit-profile';
import { VerificationStatusCard } from '@/features/lawyers/verification-status-card';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAuth } from '@/session/use-auth';

const TEXT_FIELDS = ['specialization', 'location', 'experience_years', 'license_number', 'education', 'bio'] as const;
const SUBMIT_FAILED = 'Could not submit your profile.';

export function LawyerProfilePage() {
  const { user } = useAuth();
  const { isVerified, verification, statusError } = useFreshVerification();
  const profile = useQuery(lawyerProfileQuery);
  const form = useProfileForm(profile.data?.profile);
  const files = useChosenFiles();
  const submit = useSubmitProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const onFile: Partial<Record<FileKind, boolean>> = profile.data?.documents ?? {};

  const onValid = (values: ProfileFormValues) => {
    if (!files.checkComplete(onFile)) {
      toast({ title: 'Error', description: 'Please upload the missing documents.', variant: 'destructive' });
      return;
    }
    setFailure(null);
    submit.mutate(
      { values, files: files.files, fullName: user?.name ?? '' },
      {
        onSuccess: () => {
          files.clear();
          toast({ title: 'Profile Submitted', description: 'Profile and documents uploaded successfully.' });
        },
        // DESIGN decision 6: say why, by the fields, and keep everything entered
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          const textShown = applyServerFieldErrors(fieldErrors, Object.fromEntries(TEXT_FIELDS.map((f) => [f, f])), form.setError);
          const fileErrors: Partial<Record<FileKind, string>> = {};
          for (const kind of FILE_KINDS) if (fieldErrors[kind]) fileErrors[kind] = fieldErrors[kind].join(' ');
          files.setServerErrors(fileErrors);
          const shown = textShown || Object.keys(fileErrors).length > 0;
          setFailure(shown ? `${SUBMIT_FAILED} Please check the highlighted fields.` : `${SUBMIT_FAILED} ${error.message}`);
          toast({ title: 'Error', description: SUBMIT_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  const onInvalid = (_errors: FieldErrors<ProfileFormValues>) => {
    files.checkComplete(onFile);
    toast({ title: 'Error', description: 'Please correct the highlighted fields.', variant: 'destructive' });
  };

  return (
    <>
      <PageHeading title="Lawyer Profile">Complete your profile and upload your documents to get verified.</PageHeading>
      <VerificationStatusCard
        verification={verification}
        isVerified={isVerified}
        loadError={statusError}
      />
      <Card>
        <CardContent standalone>
          <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-8" aria-label="Lawyer profile">
            {failure ? <Alert>{failure}</Alert> : null}
            <ProfileDetailsFields form={form} />
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-lg font-semibold text-slate-900">Photo and documents</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                {FILE_FIELDS.map((field) => (
                  <FileField
                    key={field.kind}
                    {...field}
                    file={files.files[field.kind] ?? null}
                    onFile={onFile[field.kind] ?? false}
                    error={files.errors[field.kind]}
                    onChoose={files.choose}
                  />
                ))}
              </div>
            </fieldset>
            {submit.progress !== null ? <UploadProgress fraction={submit.progress} /> : null}
            <Button type="submit" size="lg" disabled={submit.isPending} className="justify-self-start">
              {submit.isPending ? 'Submitting...' : 'Submit for Verification'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
