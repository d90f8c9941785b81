import { useEffect, useState } from 'react';
import type { Case } from '@/api/cases-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { CaseFields } from '@/features/cases/cases/case-fields';
import {
  changesFrom,
  useCaseForm,
  valuesOf,
  type CaseFormValues,
} from '@/features/cases/cases/case-form-schema';
import { showServerFieldErrors } from '@/features/cases/cases/server-field-errors';
import { useUpdateCase } from '@/features/cases/cases/use-case-actions';

interface CaseEditFormProps {
  kase: Case;
  /** the form is done: saved, or left as it was */
  onDone: () => void;
}

/** Changes a kept case with the checks it was posted with; a failure keeps everything typed
 * (docs/decisions/0094-the-clients-cases-screens.md). */
export function CaseEditForm({ kase, onDone }: CaseEditFormProps) {
  const form = useCaseForm(valuesOf(kase));
  const update = useUpdateCase(kase.id);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => form.setFocus('title'), [form]);

  const submit = (values: CaseFormValues) => {
    setFailure(null);
    const changes = changesFrom(values, kase);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: 'Case updated', description: 'We are matching your case again.' });
        onDone();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) setFailure(error.message);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="case-edit-title">Edit your case</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="case-edit-title"
          onSubmit={form.handleSubmit(submit)}
          className="grid gap-4"
        >
          {failure ? (
            <Alert>
              <p className="font-semibold">Your changes could not be saved.</p>
              <p>{failure}</p>
            </Alert>
          ) : null}
          <CaseFields form={form} allowUnsure={false} notChosen={kase.category === null} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
            <Button variant="outline" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
