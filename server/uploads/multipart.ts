// Reads a multipart form (the lawyer-profile submission, a message with files) into text fields
// and file buffers, turning every way a form can be wrong into a field message instead of a
// crash or a hang.
import type { FastifyRequest } from 'fastify';
import { FILE_KINDS, MAX_UPLOAD_BYTES, fileKindSchema } from '../../src/api/contract.ts';
import type { FileKind } from '../../src/api/contract.ts';
import { MESSAGE_FILES_MAX, MESSAGE_FILE_MAX_BYTES } from '../../src/api/conversations-contract.ts';
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

/** a message's form: `text` and up to MESSAGE_FILES_MAX `files` (docs/conversations.md) */
export const MESSAGE_MULTIPART_LIMITS = {
  fileSize: MESSAGE_FILE_MAX_BYTES,
  files: MESSAGE_FILES_MAX,
  fields: 5,
  // 5,000 characters of up to 4 bytes each
  fieldSize: 20 * 1024,
  fieldNameSize: 100,
  parts: MESSAGE_FILES_MAX + 5,
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

export interface MessageForm {
  text: string | undefined;
  files: UploadedFile[];
}

const LIMIT_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

interface Collected {
  fields: Record<string, string>;
  files: Array<UploadedFile & { field: string }>;
  invalid: Record<string, string[]>;
  tooLarge: Record<string, string[]>;
}

interface FormShape {
  isFileField(name: string): boolean;
  /** a form of several files under one field: each refusal names the file, and too many is said so */
  many?: { tooMany: string };
}

/** Every field once, and the files of the fields the shape names; the rest is drained and named. */
async function collect(request: FastifyRequest, { isFileField, many }: FormShape): Promise<Collected> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'Unsupported media type in request. Send multipart/form-data.');
  }
  const out: Collected = { fields: {}, files: [], invalid: {}, tooLarge: {} };
  const { fields, files, invalid, tooLarge } = out;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (Object.hasOwn(fields, name)) invalid[name] = ['Submit this field only once.'];
        else if (part.valueTruncated) invalid[name] = ['Ensure this field is shorter.'];
        else fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!isFileField(name)) {
        // drain it so the rest of the form can still be read and answered
        part.file.resume();
        invalid[name] = ['Unexpected file field.'];
        continue;
      }
      // the plugin does not throw on the size limit (see server/routes/profiles.ts), so the rest of
      // the form is still read and the answer can name the field that was too large
      const bytes = await part.toBuffer();
      const which = many && part.filename ? `“${part.filename}”: ` : '';
      if (part.file.truncated) {
        (tooLarge[name] ??= []).push(`${which}The file is too large. The limit is ${LIMIT_MB} MB.`);
        continue;
      }
      // a browser sends an unselected file input as an empty part without a file name
      if (bytes.length === 0 && !part.filename) continue;
      if (bytes.length === 0) (invalid[name] ??= []).push(`${which}The submitted file is empty.`);
      // busboy takes a part with a Content-Type but no filename for a file, its filename undefined
      else files.push({ field: name, bytes, filename: part.filename ?? '' });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' && many) throw new ApiError(400, { files: [many.tooMany] });
    // limits keep their 413 from the error handler; anything else the parser throws
    // (no boundary, a part cut short) is a malformed request, not a server fault
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new ApiError(400, 'Malformed multipart body.');
  }
  return out;
}

function refuse({ invalid, tooLarge }: Collected): void {
  if (Object.keys(tooLarge).length > 0) throw new ApiError(413, tooLarge);
  if (Object.keys(invalid).length > 0) throw new ApiError(400, invalid);
}

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const collected = await collect(request, { isFileField: (name) => fileKindSchema.safeParse(name).success });
  const files: Partial<Record<FileKind, UploadedFile>> = {};
  for (const { field, bytes, filename } of collected.files) {
    const kind = fileKindSchema.parse(field);
    if (files[kind]) collected.invalid[field] = ['Upload only one file.'];
    else files[kind] = { bytes, filename };
  }
  refuse(collected);
  return { fields: collected.fields, files };
}

/** A message's form: its `text` (when sent) and its `files`; any other field is refused. */
export async function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  const collected = await collect(request, {
    isFileField: (name) => name === 'files',
    many: { tooMany: `Attach at most ${MESSAGE_FILES_MAX} files to a message.` },
  });
  for (const name of Object.keys(collected.fields)) {
    if (name !== 'text') collected.invalid[name] = ['This field is not allowed.'];
  }
  refuse(collected);
  return {
    text: collected.fields.text,
    files: collected.files.map(({ bytes, filename }) => ({ bytes, filename })),
  };
}
