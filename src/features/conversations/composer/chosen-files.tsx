import { FileText, X } from 'lucide-react';
import { UploadProgress } from '@/components/upload-progress';
import { Button } from '@/components/ui/button';
import { fileFractions } from '@/features/conversations/composer/file-rules';
import { knownTypeOf, typeWords } from '@/features/conversations/file-words';
import { formatBytes } from '@/lib/format';

interface Props {
  files: readonly File[];
  /** how much of the upload has gone, while one is under way */
  progress: number | null;
  /** null: the files cannot be removed now (sending, or the case closed) */
  onRemove: ((file: File) => void) | null;
}

/** The files about to go with the message: each with its name, type and size, Remove, and while
 * the message is sent its own progress bar. */
export function ChosenFiles({ files, progress, onRemove }: Props) {
  if (files.length === 0) return null;
  const fractions = progress === null ? null : fileFractions(files, progress);
  return (
    <ul aria-label="Files to send" className="grid gap-2">
      {files.map((file, i) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2"
        >
          <FileText className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-1 text-sm">
            <p className="truncate font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-600">
              {typeWords(knownTypeOf(file) ?? file.type)}, {formatBytes(file.size)}
            </p>
            {fractions ? (
              <UploadProgress fraction={fractions[i] ?? 0} label={`Uploading ${file.name}`} />
            ) : null}
          </div>
          {onRemove ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
