// A message's files (docs/conversations.md): each judged by its content (a PDF, PNG, JPEG or Word
// document whose name agrees; docs/decisions/0021-uploads-judged-by-content.md), named as it came
// without any folder or control character, and stored under a random name in the file store
// (docs/decisions/0043-documents-on-object-storage.md).
import { ApiError } from '../../lib/errors.ts';
import type { NewAttachment } from '../../repo/messages.ts';
import type { FileStore } from '../../uploads/file-store.ts';
import { detectMessageFileType } from '../../uploads/file-types.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';

const NAME_MAX = 200;

/** The file's name as shown: the last part of what the browser sent, one line, at most NAME_MAX characters. */
function attachmentName(filename: string, ext: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const oneLine = base.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  const name = oneLine.replace(/\s+/g, ' ').trim();
  if (name === '') return `attachment.${ext}`;
  if (name.length <= NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

export interface CheckedFile extends Omit<NewAttachment, 'storedName'> {
  bytes: Buffer;
  ext: string;
}

/** The files with their types, or 415 naming each refused one (on `files`). */
export async function checkedFiles(files: readonly UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  const refused: string[] = [];
  for (const { bytes, filename } of files) {
    const found = await detectMessageFileType(bytes, filename);
    if (!found.ok)
      refused.push(filename ? `“${attachmentName(filename, 'file')}”: ${found.message}` : found.message);
    else
      checked.push({
        bytes,
        ext: found.type.ext,
        name: attachmentName(filename, found.type.ext),
        size: bytes.length,
        contentType: found.type.mime,
      });
  }
  if (refused.length > 0) throw new ApiError(415, { files: refused });
  return checked;
}

/**
 * Stores the files, then runs `write` with them; when it fails the stored files are removed
 * again, so that no file is left that no row names (docs/decisions/0072-no-orphan-uploads.md).
 */
export async function withStoredFiles<T>(
  store: FileStore,
  files: readonly CheckedFile[],
  write: (stored: NewAttachment[]) => Promise<T>,
): Promise<T> {
  const stored: NewAttachment[] = [];
  try {
    for (const { bytes, ext, ...file } of files) {
      stored.push({ ...file, storedName: await store.save(bytes, ext, file.contentType) });
    }
    return await write(stored);
  } catch (error) {
    await store.remove(stored.map((f) => f.storedName));
    throw error;
  }
}
