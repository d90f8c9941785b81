// A search's page of lawyers, fetched without the query cache as the public profile is (the page is
// public; docs/decisions/0128-directory-page.md).
import { useCallback, useEffect, useState } from 'react';
import { isApiError, type FieldErrors } from '@/api/api-error';
import type { DirectoryPage } from '@/api/directory-contract';
import { loadDirectory } from '@/features/cases/directory/directory-load';

type DirectoryState =
  | { status: 'waiting' }
  | { status: 'loading'; last: DirectoryPage | null }
  | { status: 'ready'; page: DirectoryPage }
  /** a 400: the call's messages, by its field names */
  | { status: 'refused'; fieldErrors: FieldErrors; message: string }
  /** a 404: this backend has no directory (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md) */
  | { status: 'missing' }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The page for `query` (the call's query string); null: nothing is asked yet (before hydration). */
export function useDirectory(query: string | null) {
  const [state, setState] = useState<{ query: string | null; attempt: number; value: DirectoryState }>({
    query,
    attempt: 0,
    value: { status: 'waiting' },
  });
  if (state.query !== query) {
    const last = state.value.status === 'ready' ? state.value.page : null;
    setState({
      query,
      attempt: 0,
      value: query === null ? { status: 'waiting' } : { status: 'loading', last },
    });
  }
  const { attempt } = state;

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const settle = (value: DirectoryState) => {
      if (!controller.signal.aborted) setState((now) => (now.query === query ? { ...now, value } : now));
    };
    loadDirectory(query, controller.signal).then(
      (page) => settle({ status: 'ready', page }),
      (error: unknown) => {
        if (isApiError(error) && error.isNotFound) settle({ status: 'missing' });
        else if (isApiError(error) && error.status === 400)
          settle({ status: 'refused', fieldErrors: error.fieldErrors, message: error.message });
        else settle({ status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(
    () => setState((now) => ({ ...now, attempt: now.attempt + 1, value: { status: 'loading', last: null } })),
    [],
  );
  return { state: state.value, retry };
}
