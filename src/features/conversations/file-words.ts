// What a file is, in words a person reads beside its name: 'PDF', 'PNG image', 'Word document'.
import type { MESSAGE_FILE_TYPES } from '@/api/conversations-contract';

type Known = (typeof MESSAGE_FILE_TYPES)[number];

const TYPE_WORDS: Record<Known, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
};

const BY_EXTENSION: Record<string, Known> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** The type a chosen file will be taken for (by its name; the server judges its content), or null. */
export function knownTypeOf(file: { name: string; type: string }): Known | null {
  return BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** 'PDF' for application/pdf; 'File' for a type this product does not name. */
export function typeWords(contentType: string): string {
  const bare = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (TYPE_WORDS as Record<string, string | undefined>)[bare] ?? 'File';
}

/** Whether the browser can show it as a picture (a preview in the thread). */
export const isPicture = (contentType: string) => /^image\/(png|jpeg)\b/i.test(contentType);
