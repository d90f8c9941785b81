// The rules of a message's files, said before the person chooses (FILE_RULES) and checked the
// moment files are chosen or dropped: how many, how large, which types. The server judges each
// file's content again (docs/decisions/0021-uploads-judged-by-content.md).
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@/api/conversations-contract';
import { knownTypeOf } from '@/features/conversations/file-words';
import { formatBytes } from '@/lib/format';

const MAX_MB = MESSAGE_FILE_MAX_BYTES / (1024 * 1024);

export const FILE_RULES = `Up to ${MESSAGE_FILES_MAX} files: PDF, PNG, JPEG or Word (.docx), each up to ${MAX_MB} MB`;

/** What the file picker offers: the types by name and by what the browser calls them. */
export const ACCEPTED_FILES = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.docx',
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const sameFile = (a: File) => (b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function refusal(file: File, chosen: readonly File[]): string | null {
  const name = `“${file.name}”`;
  if (knownTypeOf(file) === null) return `${name} is not a PDF, PNG, JPEG or Word (.docx) file.`;
  if (file.size > MESSAGE_FILE_MAX_BYTES)
    return `${name} is ${formatBytes(file.size)}: each file can be up to ${MAX_MB} MB.`;
  if (file.size === 0) return `${name} is empty.`;
  if (chosen.some(sameFile(file))) return `${name} is attached already.`;
  if (chosen.length >= MESSAGE_FILES_MAX)
    return `${name} was not added: a message can carry up to ${MESSAGE_FILES_MAX} files.`;
  return null;
}

/** The files chosen before, with those of `added` that keep to the rules; why each other was left out. */
export function withFiles(chosen: readonly File[], added: readonly File[]) {
  const files = [...chosen];
  const refused: string[] = [];
  for (const file of added) {
    const why = refusal(file, files);
    if (why) refused.push(why);
    else files.push(file);
  }
  return { files, refused };
}

/** How far each file has gone when `overall` of the upload has: the files go in order. */
export function fileFractions(files: readonly File[], overall: number): number[] {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = overall * total;
  let before = 0;
  return files.map((file) => {
    const start = before;
    before += file.size;
    if (overall >= 1) return 1;
    return file.size === 0 ? 0 : Math.min(1, Math.max(0, (sent - start) / file.size));
  });
}
