/**
 * `load`, asked for once: every call shares the first call's promise, and after a failure (say,
 * offline) the next call asks again. For code fetched on first use: a dialog's body, a form, a
 * form's checks (docs/decisions/0138-schemas-built-on-first-use.md).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
