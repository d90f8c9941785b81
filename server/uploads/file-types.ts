// What an upload is, judged by its bytes (magic numbers), never by its name or declared type.
import type { FileKind } from '../../src/api/contract.ts';
import { MESSAGE_FILE_TYPES } from '../../src/api/conversations-contract.ts';

interface DetectedType {
  mime: string;
  ext: string;
}

// spec §9: documents are pdf, jpg/jpeg or png; the photo may be any common web image
const DOCUMENT_MIMES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const TYPE_MESSAGES: Record<FileKind, string> = {
  profile_picture: 'Upload a JPG, PNG, WebP or GIF image.',
  government_id: 'Upload a PDF, JPG or PNG file.',
  law_degree: 'Upload a PDF, JPG or PNG file.',
  bar_certificate: 'Upload a PDF, JPG or PNG file.',
};

// a message's attachments (docs/conversations.md): the contract's types, a Word file among them
const MESSAGE_MIMES: ReadonlySet<string> = new Set(MESSAGE_FILE_TYPES);
export const MESSAGE_TYPE_MESSAGE = 'Attach a PDF, PNG or JPEG file, or a Word document (.docx).';

// File-name extensions that agree with each detected type.
const NAME_EXTENSIONS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  docx: ['docx'],
};

export type Detection = { ok: true; type: DetectedType } | { ok: false; message: string };

/**
 * The bytes decide the type. A file name with an extension must also agree with them: a
 * "degree.pdf" that holds a PNG (or a program) is refused rather than silently re-typed.
 */
async function detect(
  allowed: ReadonlySet<string>,
  refusal: string,
  bytes: Uint8Array,
  filename: string,
): Promise<Detection> {
  // loaded on first upload rather than at start
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !allowed.has(found.mime)) return { ok: false, message: refusal };
  const dot = filename.lastIndexOf('.');
  const nameExt = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if (nameExt && !(NAME_EXTENSIONS[found.ext] ?? []).includes(nameExt)) {
    return {
      ok: false,
      message: `The file's content does not match its .${nameExt.slice(0, 10)} name. ${refusal}`,
    };
  }
  return { ok: true, type: { mime: found.mime, ext: found.ext } };
}

/** A verification document or the photo, by its kind's types. */
export const detectAllowedType = (kind: FileKind, bytes: Uint8Array, filename: string): Promise<Detection> =>
  detect(kind === 'profile_picture' ? IMAGE_MIMES : DOCUMENT_MIMES, TYPE_MESSAGES[kind], bytes, filename);

/** A message's attachment: PDF, PNG, JPEG or DOCX. */
export const detectMessageFileType = (bytes: Uint8Array, filename: string): Promise<Detection> =>
  detect(MESSAGE_MIMES, MESSAGE_TYPE_MESSAGE, bytes, filename);
