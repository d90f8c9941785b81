// Reads the lawyer-profile multipart form into text fields and file buffers, turning every
// way a form can be wrong into a field message instead of a crash or a hang.
import type { FastifyRequest } from 'fastify';
import { FILE_KINDS, MAX_UPLOAD_BYTES, fileKindSchema } from '../../src/api/contract.ts';
import type { FileKind } from '../../src/api/contract.ts';
import { ApiError } from '../lib/errors.ts';

export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: FILE_KINDS.length,
  fields: 10,
  // bio is the longest field: 2,000 characters of up to 4 bytes each
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: FILE_KINDS.length + 10,
  headerPairs: 100,
};

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface ProfileForm {
  fields: Record<string, string>;
  files: Partial<Record<FileKind, UploadedFile>>;
}

const LIMIT_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'Unsupported media type in request. Send multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: Partial<Record<FileKind, UploadedFile>> = {};
  const invalid: Record<string, string[]> = {};
  const tooLarge: Record<string, string[]> = {};

  try {
    await collect();
  } catch (error) {
    // limits keep their 413 from the error handler; anything else the parser throws
    // (no boundary, a part cut short) is a malformed request, not a server fault
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new ApiError(400, 'Malformed multipart body.');
  }

  async function collect(): Promise<void> {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (Object.hasOwn(fields, name)) invalid[name] = ['Submit this field only once.'];
        else if (part.valueTruncated) invalid[name] = ['Ensure this field is shorter.'];
        else fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const kind = fileKindSchema.safeParse(name);
      if (!kind.success) {
        // drain it so the rest of the form can still be read and answered
        part.file.resume();
        invalid[name] = ['Unexpected file field.'];
        continue;
      }
      // the plugin does not throw on the size limit (see server/routes/profiles.ts), so the rest of the form
      // is still read and the answer can name the field that was too large
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        tooLarge[name] = [`The file is too large. The limit is ${LIMIT_MB} MB.`];
        continue;
      }
      // a browser sends an unselected file input as an empty part without a file name
      if (bytes.length === 0 && !part.filename) continue;
      if (bytes.length === 0) invalid[name] = ['The submitted file is empty.'];
      else if (files[kind.data]) invalid[name] = ['Upload only one file.'];
      // busboy takes a part with a Content-Type but no filename for a file, its filename undefined
      else files[kind.data] = { bytes, filename: part.filename ?? '' };
    }
  }

  if (Object.keys(tooLarge).length > 0) throw new ApiError(413, tooLarge);
  if (Object.keys(invalid).length > 0) throw new ApiError(400, invalid);
  return { fields, files };
}
