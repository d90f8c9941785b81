// A message as the tests' backend reads it from a request: JSON `{text}` or multipart (`text` and
// `files`), checked by the contract's limits (conversation-handlers.ts).
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, messageCreateSchema } from '@/api/conversations-contract';

const EXTENSIONS = /\.(pdf|png|jpe?g|docx)$/i;

/** The interceptor of XMLHttpRequest hands a multipart body's files over as 'blob': the tests' files
 * carry their name on their first line (fileOf in tests/web/conversations/conversation-helpers.ts). */
async function named(file: File) {
  if (file.name !== 'blob') return file;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = new TextDecoder().decode(bytes.slice(0, 256)).split('\n')[0] ?? 'blob';
  return new File([bytes], name, { type: file.type });
}

export async function draftOf(request: Request) {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const parsed = messageCreateSchema.safeParse(await request.json().catch(() => ({})));
    return parsed.success
      ? { text: parsed.data.text, files: [] }
      : { error: parsed.error.issues[0]!.message };
  }
  const form = await request.formData();
  const text = String(form.get('text') ?? '').trim();
  const files = await Promise.all(
    form
      .getAll('files')
      .filter((f): f is File => typeof f !== 'string')
      .map(named),
  );
  if (files.length > MESSAGE_FILES_MAX)
    return { error: `Ensure this field has no more than ${MESSAGE_FILES_MAX} elements.` };
  const bad = files.find((f) => !EXTENSIONS.test(f.name) || f.size > MESSAGE_FILE_MAX_BYTES);
  if (bad) return { error: `${bad.name} is not a PDF, PNG, JPEG or Word file of at most 10 MB.` };
  if (text === '' && files.length === 0) return { error: 'This field may not be blank.' };
  return { text, files };
}
