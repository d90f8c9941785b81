import { useState } from 'react';
import { isApiError, reasonOf } from '@/api/api-error';
import type { Case } from '@/api/cases-contract';
import type { MatchedLawyer } from '@/api/contract';
import { toast } from '@/components/ui/use-toast';
import type { PostFailure } from '@/features/cases/cases/case-form';
import { EMPTY_CASE, useCaseForm, type CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { POST_FAILED, POST_LIMITED, savedButUnmatched } from '@/features/cases/cases/case-words';
import type { MatchOutcome } from '@/features/cases/matches/recommended-lawyers';
import { showServerFieldErrors } from '@/features/cases/cases/server-field-errors';
import { MatchFailedAfterKeep, usePostCase } from '@/features/cases/cases/use-post-case';

/** What the results area shows: the last match, and the kept case it was for. */
export interface Results {
  outcome: MatchOutcome;
  lawyers: MatchedLawyer[];
  kept: Case | null;
  /** the client chose the kept case's area (on the form or with Match again), rather than the
   * classifier (docs/decisions/0119-smaller-things.md) */
  chosen?: boolean;
}

const NO_RESULTS: Results = { outcome: 'none', lawyers: [], kept: null };

function toastFailure(description = POST_FAILED) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * The case form and what posting it does (docs/decisions/0094-the-clients-cases-screens.md):
 * keep, then match; spec §8's toasts; the server's field messages beside the fields; any
 * failure leaves the form open with everything typed. A case kept whose match failed stays
 * with the form, so posting again matches it rather than keeping it twice.
 */
export function useCasePosting() {
  const form = useCaseForm();
  const postCase = usePostCase();
  const [isFormOpen, setFormOpen] = useState(false);
  const [failure, setFailure] = useState<PostFailure | null>(null);
  const [unmatched, setUnmatched] = useState<Case | null>(null);
  const [results, setResults] = useState<Results>(NO_RESULTS);

  // spec §4: the form closes on Cancel or after a post, and its fields are cleared
  const endForm = () => {
    form.reset(EMPTY_CASE);
    setFailure(null);
    setUnmatched(null);
    setFormOpen(false);
  };

  const cancel = () => {
    // a case kept but not matched is still there: the results say where
    if (unmatched) setResults({ outcome: 'saved', lawyers: [], kept: unmatched });
    endForm();
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
          setResults({
            outcome: match.matched ? 'matched' : 'unmatched',
            lawyers: match.matched ? match.lawyers : [],
            kept,
            chosen: values.category !== '',
          });
          endForm();
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

  return {
    form,
    isFormOpen,
    openForm: () => setFormOpen(true),
    cancel,
    submit,
    isPosting: postCase.isPending,
    failure,
    results,
    setResults,
  };
}
