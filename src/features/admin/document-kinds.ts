import type { FileKind, VerificationRequest } from '@/api/contract';
import { formatDate } from '@/lib/format';

export interface DocumentSlot {
  kind: FileKind;
  label: string;
  present: boolean;
}

export const DOCUMENT_LABELS: Record<FileKind, string> = {
  government_id: 'Government ID',
  law_degree: 'Law Degree Certificate',
  bar_certificate: 'Bar Association Certificate',
  profile_picture: 'Profile Photo',
};

/** spec §2: the three verification documents, then the photo when the lawyer sent one. */
export function documentSlots(request: VerificationRequest): DocumentSlot[] {
  const { documents } = request;
  const slot = (kind: FileKind, present: boolean) => ({ kind, label: DOCUMENT_LABELS[kind], present });
  const slots: DocumentSlot[] = [
    slot('government_id', documents.id),
    slot('law_degree', documents.degree),
    slot('bar_certificate', documents.bar),
  ];
  if (documents.photo) slots.push(slot('profile_picture', true));
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

/** When the government ID is deleted, or was: 30 days after the decision. */
export function idDeletionText(request: VerificationRequest): string | null {
  if (request.idDeletedAt) return `ID deleted on ${formatDate(request.idDeletedAt)}`;
  if (request.idDeletesAt) return `ID will be deleted on ${formatDate(request.idDeletesAt)}`;
  return null;
}
