import { useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { FILE_KINDS, type FileKind, type LawyerProfile } from '@/api/contract';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ProfileDetailsFields } from '@/features/lawyers/profile/profile-details-fields';
import { ProfileDocuments } from '@/features/lawyers/profile/profile-documents';
import {
  savedValues,
  useProfileForm,
  type ProfileFormValues,
} from '@/features/lawyers/profile/profile-form-schema';
import { REVIEW_NOTICE_ID, ReviewNotice } from '@/features/lawyers/profile/review-notice';
import {
  BUSY_LABEL,
  BUTTON_LABEL,
  changesForReview,
  saveMode,
  savedMessage,
} from '@/features/lawyers/profile/save-mode';
import { UploadProgress } from '@/components/upload-progress';
import { useChosenFiles } from '@/features/lawyers/profile/use-chosen-files';
import { useSubmitProfile } from '@/features/lawyers/profile/use-submit-profile';
import { applyServerFieldErrors } from '@/lib/form-errors';

const TEXT_FIELDS = [
  'full_name',
  'regulator',
  'specialization',
  'location',
  'experience_years',
  'license_number',
  'hourly_rate',
  'first_consultation_fee',
  'education',
  'bio',
] as const;
const SUBMIT_FAILED = 'Could not submit your profile.';
// the verified facts, watched as they are typed (save-mode.ts)
const FACT_FIELDS = ['full_name', 'regulator', 'license_number'] as const;

interface Props {
  /** `lawyer-profiles/me`, where the backend has it */
  saved: LawyerProfile | undefined;
  accountName: string;
  /** approved now (lapsed included): a save of practice details needs no review */
  holdsVerification: boolean;
}

/** The profile and its documents: saved or submitted for review as save-mode.ts says, with
 * every failure told and nothing lost (docs/decisions/0006-profile-upload-checks-the-status.md,
 * 0028-failures-are-told-and-lose-nothing.md). */
export function ProfileForm({ saved, accountName, holdsVerification }: Props) {
  const form = useProfileForm(saved, accountName);
  const files = useChosenFiles();
  const submit = useSubmitProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const onFile: Partial<Record<FileKind, boolean>> = saved?.documents ?? {};

  // what the fields show: as typed once changed, else the saved profile (the fields take it
  // a moment after it arrives)
  const typed = useWatch({ control: form.control, name: FACT_FIELDS });
  const { dirtyFields } = form.formState;
  const shown = savedValues(saved, accountName);
  const facts = {
    full_name: dirtyFields.full_name ? typed[0] : shown.full_name,
    regulator: dirtyFields.regulator ? typed[1] : shown.regulator,
    license_number: dirtyFields.license_number ? typed[2] : shown.license_number,
  };
  const changes = holdsVerification ? changesForReview(facts, saved?.profile, files.files) : [];
  const mode = saveMode(holdsVerification, changes);
  // a verified lawyer sends only what changes; a first submission needs every document
  const documentsComplete = () => mode !== 'submit' || files.checkComplete(onFile);

  const onValid = (values: ProfileFormValues) => {
    if (!documentsComplete()) {
      toast({ title: 'Error', description: 'Please upload the missing documents.', variant: 'destructive' });
      return;
    }
    setFailure(null);
    setOutcome(null);
    submit.mutate(
      { values, files: files.files },
      {
        onSuccess: (review) => {
          files.clear();
          const message = savedMessage(review);
          setOutcome(`${message.title}. ${message.description}`);
          toast(message);
        },
        // say why, by the fields, and keep everything entered
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          const textShown = applyServerFieldErrors(
            fieldErrors,
            Object.fromEntries(TEXT_FIELDS.map((f) => [f, f])),
            form.setError,
          );
          const fileErrors: Partial<Record<FileKind, string>> = {};
          for (const kind of FILE_KINDS)
            if (fieldErrors[kind]) fileErrors[kind] = fieldErrors[kind].join(' ');
          files.setServerErrors(fileErrors);
          const shown = textShown || Object.keys(fileErrors).length > 0;
          setFailure(
            shown
              ? `${SUBMIT_FAILED} Please check the highlighted fields.`
              : `${SUBMIT_FAILED} ${error.message}`,
          );
          toast({ title: 'Error', description: SUBMIT_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  const onInvalid = (_errors: FieldErrors<ProfileFormValues>) => {
    documentsComplete();
    toast({ title: 'Error', description: 'Please correct the highlighted fields.', variant: 'destructive' });
  };

  return (
    <Card>
      <CardContent standalone>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="grid gap-8"
          aria-label="Lawyer profile"
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <ProfileDetailsFields form={form} />
          <ProfileDocuments files={files} onFile={onFile} verification={saved?.verification} />
          {submit.progress !== null ? <UploadProgress fraction={submit.progress} /> : null}
          <ReviewNotice changes={changes} />
          <div className="grid justify-items-start gap-3">
            <Button
              type="submit"
              size="lg"
              disabled={submit.isPending}
              aria-describedby={mode === 'review' ? REVIEW_NOTICE_ID : undefined}
            >
              {submit.isPending ? BUSY_LABEL[mode] : BUTTON_LABEL[mode]}
            </Button>
            <p aria-live="polite" className="text-sm text-slate-700">
              {outcome}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
