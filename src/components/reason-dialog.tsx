import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { productWords } from '@/lib/field-words';

/** What became of the call, told by the caller. */
export interface ReasonOutcome {
  /** kept: the field empties and the dialog closes */
  sent: () => void;
  /** the server refused the reason itself: said beside it */
  refused: (message: string) => void;
}

export interface ReasonDialogProps extends Omit<
  ConfirmDialogProps,
  'onConfirm' | 'children' | 'cancelLabel'
> {
  label: string;
  hint?: string;
  /** the contract's rule for the reason: the field is checked with it, and what it gives is sent */
  schema: z.ZodType<string, string>;
  /** the dialog's own words for a reason the rule refuses, where they are not the contract's: too
   * short (or empty), too long */
  words?: Partial<Record<'too_small' | 'too_big', string>>;
  /** the button that closes it without the step; 'Keep it' unless said */
  cancelLabel?: string;
  /** closed with no failure on screen, the field empties; after a failure the reason always stays */
  emptyOnCancel?: boolean;
  /** makes the call with the checked reason; the dialog stays open until `sent()` */
  onSubmit: (reason: string, outcome: ReasonOutcome) => void;
}

/**
 * A dialog that asks for a reason before a step that ends something: a consultation cancelled or
 * declined, a review hidden or reported, a lawyer's application rejected. It keeps the reason
 * while it is closed and opened again and after a failure, so nothing typed is lost; the caller
 * decides what the call is.
 */
export function ReasonDialog({
  label,
  hint,
  schema,
  words,
  cancelLabel = 'Keep it',
  emptyOnCancel = false,
  onSubmit,
  ...dialog
}: ReasonDialogProps) {
  const form = useForm({
    resolver: zodResolver(z.object({ reason: schema })),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason;
  // a refusal of the rule by its kind, in the dialog's words where it has its own, else the
  // contract's in the product's words (docs/decisions/0119-smaller-things.md)
  const message =
    error && (words?.[error.type as keyof typeof words] ?? productWords('reason', error.message ?? ''));

  return (
    <ConfirmDialog
      {...dialog}
      cancelLabel={cancelLabel}
      onOpenChange={(next) => {
        if (!next && emptyOnCancel && !dialog.failure) form.reset();
        dialog.onOpenChange?.(next);
      }}
      onConfirm={(done) =>
        void form.handleSubmit(({ reason }) =>
          onSubmit(reason, {
            sent: () => {
              form.reset();
              done();
            },
            refused: (text) => form.setError('reason', { type: 'server', message: text }),
          }),
        )()
      }
    >
      <Field label={label} error={message} hint={hint}>
        <Textarea rows={4} {...form.register('reason')} />
      </Field>
    </ConfirmDialog>
  );
}
