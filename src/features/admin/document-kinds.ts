import type { FileKind, VerificationRequest } from '@/api/contract';

export interface DocumentSlot {
  kind: FileKind;
  label: string;
  present: boolean;
}

/** spec §2: the three verification documents, then the photo when the lawyer sent one. */
export function documentSlots(request: VerificationRequest): DocumentSlot[] {
  const { documents } = request;
  const slots: DocumentSlot[] = [
    { kind: 'government_id', label: 'Government ID', present: documents.id },
    { kind: 'law_degree', label: 'Law Degree Certificate', present: documents.degree },
    { kind: 'bar_certificate', label: 'Bar Association Certificate', present: documents.bar },
  ];
  if (documents.photo) slots.push({ kind: 'profile_picture', label: 'Profile Photo', present: true });
  return slots;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** 'jane-doe-government_id.pdf': a name that says whose file it is once downloaded. */
export function downloadName(lawyerName: string, kind: FileKind, mime: string) {
  const who =
    lawyerName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'lawyer';
  const ext = EXTENSIONS[mime.split(';')[0]?.trim() ?? ''];
  return ext ? `${who}-${kind}.${ext}` : `${who}-${kind}`;
}
