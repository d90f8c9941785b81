import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { downloadName, type DocumentSlot } from '@/features/admin/document-kinds';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { documentQuery } from '@/features/admin/verification-queries';

interface Props {
  requestId: string;
  lawyerName: string;
  slot: DocumentSlot;
}

/** One uploaded document, fetched with the admin's token and shown from an object URL:
 * the files have no public address (docs/decisions/0008-admin-decisions-call-the-review-extension.md). */
export function DocumentFile({ requestId, lawyerName, slot }: Props) {
  const query = useQuery(documentQuery(requestId, slot.kind));
  const url = useObjectUrl(query.data);

  if (query.isPending) return <Spinner label={`Loading ${slot.label}`} className="justify-start p-2" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) {
      return (
        <p className="text-sm text-slate-700">Missing: this document could not be found on the server.</p>
      );
    }
    return (
      <div className="grid justify-items-start gap-2">
        <Alert>{query.error.message}</Alert>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry loading {slot.label}
        </Button>
      </div>
    );
  }
  if (!url) return null; // the object URL is made right after the file arrives

  const type = query.data.type;
  const isImage = type.startsWith('image/');
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="grid gap-3">
      {isImage ? (
        <img
          src={url}
          alt={`${slot.label} of ${lawyerName}`}
          className="max-h-72 w-auto rounded-md border border-slate-200 object-contain"
        />
      ) : (
        <p className="text-sm text-slate-700">{type === 'application/pdf' ? 'PDF document' : 'Document'}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {isImage ? null : (
          // a PDF reads best in the browser's own viewer
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className={link}
            aria-label={`Open ${slot.label} in a new tab`}
          >
            <ExternalLink aria-hidden="true" />
            Open
          </a>
        )}
        {/* the visible words stay short (the document's name heads its card): "Download Bar
            Association Certificate" would not fit a phone's dialog */}
        <a
          href={url}
          download={downloadName(lawyerName, slot.kind, type)}
          className={link}
          aria-label={`Download ${slot.label}`}
        >
          <Download aria-hidden="true" />
          Download
        </a>
      </div>
    </div>
  );
}
