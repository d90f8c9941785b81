// What an upload is, judged by its bytes (magic numbers), never by its name or declared type.
import type { FileKind } from '../../src/api/contract.ts';

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

// File-name extensions that agree with each detected type.
const NAME_EXTENSIONS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
};

export type Detection = { ok: true; type: DetectedType } | { ok: false; message: string };

/**
 * The bytes decide the type. A file name with an extension must also agree with them: a
 * "degree.pdf" that holds a PNG (or a program) is refused rather than silently re-typed.
 */
export async function detectAllowedType(
  kind: FileKind,
  bytes: Uint8Array,
  filename: string,
): Promise<Detection> {
  // loaded on first upload rather than at start
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const allowed = kind === 'profile_picture' ? IMAGE_MIMES : DOCUMENT_MIMES;
  if (!found || !allowed.has(found.mime)) return { ok: false, message: TYPE_MESSAGES[kind] };
  const dot = filename.lastIndexOf('.');
  const nameExt = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if (nameExt && !(NAME_EXTENSIONS[found.ext] ?? []).includes(nameExt)) {
    return {
      ok: false,
      message: `The file's content does not match its .${nameExt.slice(0, 10)} name. ${TYPE_MESSAGES[kind]}`,
    };
  }
  return { ok: true, type: { mime: found.mime, ext: found.ext } };
}
