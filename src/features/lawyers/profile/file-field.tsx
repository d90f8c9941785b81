import { CheckCircle2, FileText, X } from 'lucide-react';
import { useId } from 'react';
import type { FileKind } from '@/api/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { isImage } from '@/features/lawyers/profile/file-rules';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';

interface FileFieldProps {
  kind: FileKind;
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  onFile: boolean;
  error: string | undefined;
  /** said beside the field, such as when the file on record is deleted */
  note?: string | undefined;
  onChoose: (kind: FileKind, file: File | null) => void;
}

function Thumbnail({ file }: { file: File }) {
  const url = useObjectUrl(isImage(file) ? file : null);
  if (!url) return <FileText className="size-10 shrink-0 text-slate-500" aria-hidden="true" />;
  return <img src={url} alt="" className="size-12 shrink-0 rounded object-cover" />;
}

export function FileField({
  kind,
  label,
  accept,
  hint,
  file,
  onFile,
  error,
  note,
  onChoose,
}: FileFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, note ? `${id}-note` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-slot="file-field" className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        name={kind}
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(kind, chosen);
          event.target.value = ''; // the same file can be picked again after a refusal
        }}
        className={cn(
          'block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-800 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-200 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none',
          error && 'border-red-700',
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
        {onFile && !file ? ' · Already uploaded: choose a file only to replace it.' : ''}
      </p>
      {note ? (
        <p id={`${id}-note`} className="text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      {file ? (
        <div className="flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
          <Thumbnail file={file} />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium text-slate-900">{file.name}</p>
            <p className="text-slate-600">{formatBytes(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChoose(kind, null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : onFile ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          On file
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
