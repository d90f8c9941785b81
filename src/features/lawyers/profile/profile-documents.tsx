import type { FileKind, LawyerProfile } from '@/api/contract';
import { FileField } from '@/features/lawyers/profile/file-field';
import { FILE_FIELDS } from '@/features/lawyers/profile/file-rules';
import { formatLongDate } from '@/lib/dates';
import type { useChosenFiles } from '@/features/lawyers/profile/use-chosen-files';

interface Props {
  files: ReturnType<typeof useChosenFiles>;
  onFile: Partial<Record<FileKind, boolean>>;
  verification: LawyerProfile['verification'] | undefined;
}

/** When the government ID on record goes, or went: 30 days after the decision
 * (docs/decisions/0089-identity-documents-kept-30-days.md). */
function idDeletionNote(verification: Props['verification']) {
  if (verification?.idDeletedAt)
    return `Your government ID was deleted on ${formatLongDate(verification.idDeletedAt)}.`;
  if (verification?.idDeletesAt) {
    return `Your government ID will be deleted on ${formatLongDate(verification.idDeletesAt)}, 30 days after the decision.`;
  }
  return undefined;
}

export function ProfileDocuments({ files, onFile, verification }: Props) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Photo and documents</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {FILE_FIELDS.map((field) => (
          <FileField
            key={field.kind}
            {...field}
            file={files.files[field.kind] ?? null}
            onFile={onFile[field.kind] ?? false}
            error={files.errors[field.kind]}
            note={field.kind === 'government_id' ? idDeletionNote(verification) : undefined}
            onChoose={files.choose}
          />
        ))}
      </div>
    </fieldset>
  );
}
