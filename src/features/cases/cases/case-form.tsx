import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CaseFields } from '@/features/cases/cases/case-fields';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { paths, pathTo } from '@/lib/paths';

/** the last post failed: what to tell the client, and why when the server said */
export interface PostFailure {
  message: string;
  reason: string | null;
  /** the case is kept all the same (its match failed): its page, to match it from there */
  savedCaseId: string | null;
}

interface CaseFormProps {
  form: UseFormReturn<CaseFormValues>;
  isPosting: boolean;
  failure: PostFailure | null;
  onSubmit: (values: CaseFormValues) => void;
  onCancel: () => void;
}

export function CaseForm({ form, isPosting, failure, onSubmit, onCancel }: CaseFormProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="case-form-title">Post a New Case</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="case-form-title"
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-4"
        >
          {failure ? (
            <Alert>
              <p className="font-semibold">{failure.message}</p>
              {failure.reason ? <p>{failure.reason}</p> : null}
              {failure.savedCaseId ? (
                <p>
                  Post Case again to match it, or{' '}
                  <Link
                    to={pathTo(paths.clientCase, failure.savedCaseId)}
                    className="font-medium underline underline-offset-4"
                  >
                    open your case
                  </Link>{' '}
                  to match it from there.
                </p>
              ) : null}
            </Alert>
          ) : null}
          <CaseFields form={form} allowUnsure />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isPosting}>
              {isPosting ? 'Posting...' : 'Post Case'}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={isPosting}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
