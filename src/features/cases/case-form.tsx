import type { UseFormReturn } from 'react-hook-form';
import { CATEGORIES } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { CaseFormValues } from '@/features/cases/case-form-schema';

/** the last post failed: what to tell the client, and why when the server said */
export interface PostFailure {
  message: string;
  reason: string | null;
}

interface CaseFormProps {
  form: UseFormReturn<CaseFormValues>;
  isPosting: boolean;
  failure: PostFailure | null;
  onSubmit: (values: CaseFormValues) => void;
  onCancel: () => void;
}

export function CaseForm({ form, isPosting, failure, onSubmit, onCancel }: CaseFormProps) {
  const { errors } = form.formState;
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
            </Alert>
          ) : null}
          <Field label="Case Title" error={errors.title?.message}>
            <Input placeholder="e.g. Divorce and child arrangements" {...form.register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your Location" error={errors.location?.message}>
              <Input placeholder="City, UK" autoComplete="address-level2" {...form.register('location')} />
            </Field>
            <Field label="Legal Category" hint="Optional: we work it out from your description if you skip it">
              <Select {...form.register('category')}>
                <option value="">Not sure</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field label="Case Description" error={errors.description?.message}>
            <Textarea rows={4} placeholder="Describe your legal issue in a few sentences" {...form.register('description')} />
          </Field>
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
