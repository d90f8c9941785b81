/**
 * Puts a server's field messages (Django REST `{"field": ["message"]}`) beside the form's
 * own fields. Returns whether any landed, so the caller knows if the page already says why.
 */
export function applyServerFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]>,
  fields: Partial<Record<string, F>>,
  setError: (field: F, error: { type: 'server'; message: string }) => void,
) {
  let applied = false;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = fields[key];
    if (field && messages.length > 0) {
      setError(field, { type: 'server', message: messages.join(' ') });
      applied = true;
    }
  }
  return applied;
}
