import { CheckCheck } from 'lucide-react';
import type { Message } from '@/api/conversations-contract';
import { isPicture } from '@/features/conversations/file-words';
import { DownloadButton } from '@/features/conversations/thread/download-button';
import { PicturePreview } from '@/features/conversations/thread/picture-preview';
import { cn } from '@/lib/cn';
import { formatZonedDateTime } from '@/lib/dates';

interface Props {
  message: Message;
  mine: boolean;
  /** the person's last message the other side has read: it carries the 'Read' receipt */
  receipt: boolean;
}

/** One message: who wrote it and when, its text and files; 'Message deleted' where its writer
 * deleted their account. */
export function MessageItem({ message, mine, receipt }: Props) {
  const when = formatZonedDateTime(message.createdAt);
  return (
    <article
      aria-label={`${message.senderName}, ${when}`}
      className={cn(
        'grid max-w-[min(36rem,92%)] gap-2 rounded-lg border p-3',
        mine ? 'justify-self-end border-blue-200 bg-blue-50' : 'justify-self-start border-slate-200 bg-white',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{message.senderName}</span>
        <time dateTime={message.createdAt} className="text-xs text-slate-600">
          {when}
        </time>
      </p>
      {message.deleted ? (
        <p className="text-sm text-slate-600 italic">Message deleted</p>
      ) : (
        <>
          {message.text ? (
            <p className="break-words whitespace-pre-line text-slate-900">{message.text}</p>
          ) : null}
          {message.attachments.length > 0 ? (
            <ul aria-label="Attachments" className="grid gap-3">
              {message.attachments.map((attachment) => (
                <li key={attachment.id} className="grid justify-items-start gap-2">
                  {isPicture(attachment.contentType) ? (
                    <PicturePreview conversationId={message.conversationId} attachment={attachment} />
                  ) : null}
                  <DownloadButton conversationId={message.conversationId} attachment={attachment} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {receipt && message.readAt ? (
        <p className="flex items-center gap-1 justify-self-end text-xs text-slate-700">
          <CheckCheck className="size-3.5" aria-hidden="true" />
          Read <time dateTime={message.readAt}>{formatZonedDateTime(message.readAt)}</time>
        </p>
      ) : null}
    </article>
  );
}
