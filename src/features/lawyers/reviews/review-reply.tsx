import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { REPLY_TEXT_MAX, replyCreateSchema, type Review } from '@/api/reviews-contract';
import { authorOf } from '@/lib/rating-words';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useReply } from '@/features/lawyers/reviews/review-queries';
import { numberFormat } from '@/lib/intl';

const count = numberFormat();
const REPLIED_ALREADY = 'You have replied to this review already.';

interface ReviewReplyProps {
  review: Review;
  /** once the reply is kept: it shows in place, and this button has gone */
  onReplied: () => void;
  /** a 409: the reply that exists loads in place of this form */
  onConflict: (message: string) => void;
}

/** 'Reply', and the inline form it opens: one public reply per review, 1–2,000 characters. The
 * text stays after any failure, and when the form is closed and opened again. */
export function ReviewReply({ review, onReplied, onConflict }: ReviewReplyProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const reply = useReply(review.id);
  const field = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const who = authorOf(review);

  // the focus follows the form: into it on open, back to Reply on close
  useEffect(() => {
    if (open) field.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const checked = replyCreateSchema.safeParse({ text });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setInvalid(undefined);
    reply.mutate(checked.data.text, {
      onSuccess: onReplied,
      onError: (error) => {
        if (!isApiError(error) || error.kind !== 'http') return;
        if (error.status === 409) onConflict(error.detail ?? REPLIED_ALREADY);
        const message = error.status === 400 ? error.fieldErrors.text?.join(' ') : undefined;
        if (message) {
          setInvalid(message);
          field.current?.focus();
        }
      },
    });
  };

  if (!open) {
    return (
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-label={`Reply to ${who}`}
        onClick={() => setOpen(true)}
      >
        Reply
      </Button>
    );
  }
  // a 409 is told beside the review, whose reply then loads in place of this form
  const conflict = isApiError(reply.error) && reply.error.status === 409;
  const told =
    reply.isError && !invalid && !conflict
      ? `Your reply could not be published. ${reply.error.message}`
      : null;
  return (
    <form noValidate aria-label={`Reply to ${who}`} className="grid w-full gap-3" onSubmit={submit}>
      {told ? <Alert>{told}</Alert> : null}
      <Field
        label="Your reply"
        error={invalid}
        hint={`Shown under the review with your name. ${count.format(text.length)} of ${count.format(REPLY_TEXT_MAX)} characters.`}
      >
        <Textarea ref={field} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Publishing...' : 'Publish reply'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={reply.isPending}
          onClick={() => setOpen(false)}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
