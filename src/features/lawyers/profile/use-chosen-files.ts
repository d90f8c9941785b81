import { useState } from 'react';
import { DOCUMENT_KINDS, type FileKind } from '@/api/contract';
import { refuseFile } from '@/features/lawyers/profile/file-rules';

type Files = Partial<Record<FileKind, File>>;
type Errors = Partial<Record<FileKind, string>>;

const MISSING: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  government_id: 'Please upload your government ID.',
  law_degree: 'Please upload your law degree certificate.',
  bar_certificate: 'Please upload your bar association certificate.',
};

/** The files a lawyer picked, each checked the moment it is chosen. */
export function useChosenFiles() {
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});

  const choose = (kind: FileKind, file: File | null) => {
    const refusal = file ? refuseFile(kind, file) : null;
    // a refused file leaves any earlier good choice in place
    if (!refusal) setFiles((current) => ({ ...current, [kind]: file ?? undefined }));
    setErrors((current) => ({ ...current, [kind]: refusal ?? undefined }));
  };

  /** Every document must be chosen now or already on file; returns whether all are. */
  const checkComplete = (onFile: Partial<Record<FileKind, boolean>>) => {
    const missing: Errors = {};
    for (const kind of DOCUMENT_KINDS) if (!files[kind] && !onFile[kind]) missing[kind] = MISSING[kind];
    setErrors((current) => ({ ...current, ...missing }));
    return Object.keys(missing).length === 0;
  };

  return {
    files,
    errors,
    choose,
    checkComplete,
    setServerErrors: (server: Errors) => setErrors((current) => ({ ...current, ...server })),
    clear: () => {
      setFiles({});
      setErrors({});
    },
  };
}
