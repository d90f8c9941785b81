import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_TEXT_MAX, messageCreateSchema } from '@/api/conversations-contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ChosenFiles } from '@/features/conversations/composer/chosen-files';
import { FilePicker } from '@/features/conversations/composer/file-picker';
import { withFiles } from '@/features/conversations/composer/file-rules';
import { CASE_CLOSED, sendFailure } from '@/features/conversations/composer/send-failure';
import { useSend } from '@/features/conversations/composer/use-send';
import { productWords } from '@/lib/field-words';

const count = (text: string) =>
  `${text.trim().length.toLocaleString('en-GB')} / ${MESSAGE_TEXT_MAX.toLocaleString('en-GB')} characters`;

/** The text as it will be sent, or why it cannot be: blank is allowed only with files. */
function checkText(text: string, withFiles: boolean): { text: string } | { error: string } {
  if (text.trim() === '') return withFiles ? { text: '' } : { error: 'Write a message or attach a file.' };
  const parsed = messageCreateSchema.shape.text.safeParse(text);
  if (parsed.success) return { text: parsed.data };
  return { error: productWords('text', parsed.error.issues[0]?.message ?? '') };
}

interface Props {
  conversationId: string;
  other: string;
  /** false: the case is closed, and the conversation only read */
  writable: boolean;
}

/**
 * Writing to the other side (docs/decisions/0122-conversation-screens.md): the text with its
 * count, files with their rules said first, and Send. A failure keeps everything typed and
 * attached, says why, and offers Retry; a closed case (409) leaves the composer read-only.
 */
export function Composer({ conversationId, other, writable }: Props) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [textError, setTextError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ reason: string; closed: boolean } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { send, progress } = useSend(conversationId);
  const closed = !writable || failure?.closed === true;
  const sending = send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || closed) return;
    const checked = checkText(text, files.length > 0);
    if ('error' in checked) {
      setTextError(checked.error);
      textarea.current?.focus();
      return;
    }
    setTextError(undefined);
    setFailure(null);
    send.mutate(
      { text: checked.text, files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setRefused([]);
          textarea.current?.focus();
        },
        onError: (error) => setFailure(sendFailure(error)),
      },
    );
  };

  if (closed && text === '' && files.length === 0) {
    return <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{CASE_CLOSED}</p>;
  }

  return (
    <form noValidate aria-label={`Write to ${other}`} onSubmit={submit} className="grid gap-3">
      {failure ? (
        <Alert className="grid justify-items-start gap-2">
          <p className="font-semibold">Your message was not sent.</p>
          <p>{failure.reason}</p>
          {failure.closed ? null : (
            <Button size="sm" variant="outline" onClick={() => submit()}>
              Retry
            </Button>
          )}
        </Alert>
      ) : null}
      <Field label="Your message" hint={count(text)} error={textError}>
        <Textarea
          ref={textarea}
          rows={3}
          value={text}
          readOnly={closed}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(undefined);
          }}
        />
      </Field>
      {closed ? null : (
        <FilePicker
          disabled={sending}
          refused={refused}
          onFiles={(added) => {
            const next = withFiles(files, added);
            setFiles(next.files);
            setRefused(next.refused);
          }}
        />
      )}
      <ChosenFiles
        files={files}
        progress={progress}
        onRemove={sending || closed ? null : (file) => setFiles((all) => all.filter((f) => f !== file))}
      />
      {closed ? null : (
        <Button type="submit" className="justify-self-start" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      )}
    </form>
  );
}
