import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { REVIEW_TEXT_MAX } from '@/api/reviews-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ReviewStarsField } from '@/features/cases/reviews/review-stars-field';
import type { ReviewFormValues } from '@/features/cases/reviews/review-submit';
import { REVIEW_WORDS } from '@/features/cases/reviews/review-words';
import { numberFormat } from '@/lib/intl';

const count = numberFormat();

interface ReviewFormProps {
  form: UseFormReturn<ReviewFormValues>;
  onSubmit: () => void;
  failure: string | null;
  pending: boolean;
  /** 'Your review shows your first name, Chloe, and the month of the consultation, January 2030.' */
  shownAs: string;
}

/** The stars, the optional text with its count, and what the review shows of its writer. */
export function ReviewForm({ form, onSubmit, failure, pending, shownAs }: ReviewFormProps) {
  const typed = useWatch({ control: form.control, name: 'text' });
  const { errors } = form.formState;
  return (
    // docs/decisions/0013-forms-validate-in-the-app.md: the app checks, not the browser's bubble
    <form
      noValidate
      aria-label="Your review"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <ReviewStarsField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={errors.rating?.message}
          />
        )}
      />
      <Field
        label="Your review (optional)"
        error={errors.text?.message}
        hint={`${count.format(typed.length)} of ${count.format(REVIEW_TEXT_MAX)} characters`}
      >
        <Textarea rows={5} {...form.register('text')} />
      </Field>
      <p className="text-sm text-slate-700">{shownAs}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Not now
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? REVIEW_WORDS.sending : REVIEW_WORDS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
