import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import type { Attachment } from '@/api/conversations-contract';
import { Button } from '@/components/ui/button';
import { typeWords } from '@/features/conversations/file-words';
import { attachmentQuery } from '@/features/conversations/thread/attachment-query';
import { formatBytes } from '@/lib/format';
import { saveFile } from '@/lib/save-file';

/** An attachment as a button: its name, type and size; pressed, the file is fetched with the
 * session's token and saved. A failure is told beside it. */
export function DownloadButton({
  conversationId,
  attachment,
}: {
  conversationId: string;
  attachment: Attachment;
}) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: () => queryClient.fetchQuery(attachmentQuery(conversationId, attachment.id)),
    onSuccess: (file) => saveFile(file, attachment.name),
  });
  const facts = `${typeWords(attachment.contentType)}, ${formatBytes(attachment.size)}`;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant="outline"
        aria-label={`Download ${attachment.name}, ${facts}`}
        aria-disabled={download.isPending || undefined}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
        className="h-auto max-w-full justify-start py-2 text-left whitespace-normal"
      >
        <FileText aria-hidden="true" className="text-slate-600" />
        <span className="grid min-w-0">
          <span className="break-all">{attachment.name}</span>
          <span className="text-xs font-normal text-slate-600">
            {download.isPending ? 'Downloading…' : facts}
          </span>
        </span>
        <Download aria-hidden="true" />
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {attachment.name} could not be downloaded. {download.error.message}
        </p>
      ) : null}
    </div>
  );
}
