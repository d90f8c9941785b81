import { useQuery } from '@tanstack/react-query';
import type { Attachment } from '@/api/conversations-contract';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { attachmentQuery } from '@/features/conversations/thread/attachment-query';

/** A picture sent in the thread, shown from an object URL made from the file fetched with the
 * session's token, and revoked when it leaves the screen. While it loads, a placeholder; when it
 * cannot be loaded, a line saying so (its Download button stays below). */
export function PicturePreview({
  conversationId,
  attachment,
}: {
  conversationId: string;
  attachment: Attachment;
}) {
  const file = useQuery(attachmentQuery(conversationId, attachment.id));
  const url = useObjectUrl(file.data);
  if (file.isError) {
    return <p className="text-sm text-slate-700">The preview of {attachment.name} could not be loaded.</p>;
  }
  if (!url) {
    return (
      <div
        role="status"
        className="h-32 w-48 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none"
      >
        <span className="sr-only">Loading {attachment.name}</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={attachment.name}
      className="max-h-64 w-auto max-w-full rounded-md border border-slate-200 object-contain"
    />
  );
}
