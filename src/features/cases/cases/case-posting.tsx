import { CaseForm } from '@/features/cases/cases/case-form';
import type { Results } from '@/features/cases/cases/posting-results';
import { useCasePosting } from '@/features/cases/cases/use-case-posting';

interface Props {
  onResults: (results: Results) => void;
  onClose: () => void;
}

/** The dashboard's open case form and its posting, in a file of its own with the form's library:
 * the dashboard draws without it (docs/decisions/0138-schemas-built-on-first-use.md). */
export function CasePosting({ onResults, onClose }: Props) {
  const posting = useCasePosting({ onResults, onClose });
  return (
    <CaseForm
      form={posting.form}
      isPosting={posting.isPosting}
      failure={posting.failure}
      onSubmit={posting.submit}
      onCancel={posting.cancel}
    />
  );
}
