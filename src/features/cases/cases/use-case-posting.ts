import { useEffect, useState } from 'react';
import { isApiError, reasonOf } from '@/api/api-error';
import type { Case } from '@/api/cases-contract';
import { toast } from '@/components/ui/use-toast';
import type { PostFailure } from '@/features/cases/cases/case-form';
import { useCaseForm, type CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { POST_FAILED, POST_LIMITED, savedButUnmatched } from '@/features/cases/cases/case-words';
import type { Results } from '@/features/cases/cases/posting-results';
import { showServerFieldErrors } from '@/features/cases/cases/server-field-errors';
import { MatchFailedAfterKeep, usePostCase } from '@/features/cases/cases/use-post-case';

function toastFailure(description = POST_FAILED) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * The case form and what posting it does (docs/decisions/0094-the-clients-cases-screens.md):
 * keep, then match; spec §8's toasts; the server's field messages beside the fields; any
 * failure leaves the form open with everything typed. A case kept whose match failed stays
 * with the form, so posting again matches it rather than keeping it twice. The form is there
 * while it is open: `onClose` closes it (its fields go with it) and `onResults` gives the page
 * what to show under it.
 */
export function useCasePosting({
  onResults,
  onClose,
}: {
  onResults: (results: Results) => void;
  onClose: () => void;
}) {
  const form = useCaseForm();
  const postCase = usePostCase();
  const [failure, setFailure] = useState<PostFailure | null>(null);
  const [unmatched, setUnmatched] = useState<Case | null>(null);

  // the form opens with the focus in its first field
  useEffect(() => {
    form.setFocus('title');
  }, [form]);

  const cancel = () => {
    // a case kept but not matched is still there: the results say where
    if (unmatched) onResults({ outcome: 'saved', lawyers: [], kept: unmatched });
    onClose();
  };

  const submit = (values: CaseFormValues) => {
    setFailure(null);
    postCase.mutate(
      { values, kept: unmatched, urgencyChosen: form.getFieldState('urgency').isDirty },
      {
        onSuccess: ({ kept, match }) => {
          if (match.matched) {
            toast({ title: 'Case Posted Successfully', description: 'We found lawyers for your case!' });
          } else {
            toast({
              title: 'No Match Found',
              description: "Sorry, we couldn't find a match right now",
              variant: 'destructive',
            });
          }
          onResults({
            outcome: match.matched ? 'matched' : 'unmatched',
            lawyers: match.matched ? match.lawyers : [],
            kept,
            chosen: values.category !== '',
          });
          // spec §4: the form closes after a post, and its fields are cleared
          onClose();
        },
        // everything typed stays in the open form, ready to post again
        onError: (error) => {
          if (error instanceof MatchFailedAfterKeep) {
            setUnmatched(error.kept);
            setFailure({
              message: POST_FAILED,
              reason: savedButUnmatched(error.message),
              savedCaseId: error.kept.id,
            });
          } else if (showServerFieldErrors(form, error)) {
            return;
          } else if (isApiError(error) && error.status === 429) {
            // a limit, in the server's words, which say when the client can post again
            const reason = reasonOf(error);
            setFailure({ message: POST_LIMITED, reason, savedCaseId: unmatched?.id ?? null });
            toastFailure(reason);
            return;
          } else {
            setFailure({
              message: POST_FAILED,
              reason: isApiError(error) ? error.message : null,
              savedCaseId: unmatched?.id ?? null,
            });
          }
          toastFailure();
        },
      },
    );
  };

  return { form, cancel, submit, isPosting: postCase.isPending, failure };
}
