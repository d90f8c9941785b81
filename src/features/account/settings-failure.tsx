import type { ReactNode } from 'react';
import { isApiError, reasonOf } from '@/api/api-error';
import { isMissingExtension } from '@/api/missing-extension';
import { NotOnline } from '@/features/account/not-online';
import { applyServerFieldErrors } from '@/lib/form-errors';

interface Failed<F extends string> {
  error: unknown;
  /** the server's field names, by the form's */
  fields: Record<string, F>;
  setError: (field: F, error: { type: 'server'; message: string }) => void;
  setFocus: (field: F) => void;
  /** what the section does, for a backend without it ('Changing your name') */
  what: string;
  /** the first words of any other failure ('Your name was not changed.') */
  notDone: string;
}

/** Where a failed change is told (docs/decisions/0028-failures-are-told-and-lose-nothing.md): the
 * server's reason by its field, which takes the focus; else above the form. What was typed stays.
 * Returns the message for above the form, or null when a field says it. */
export function failureOf<F extends string>({
  error,
  fields,
  setError,
  setFocus,
  what,
  notDone,
}: Failed<F>): ReactNode {
  if (isMissingExtension(error)) return <NotOnline what={what} />;
  if (isApiError(error) && applyServerFieldErrors(error.fieldErrors, fields, setError)) {
    const first = Object.keys(error.fieldErrors)
      .map((key) => fields[key])
      .find(Boolean);
    if (first) setFocus(first);
    return null;
  }
  return `${notDone} ${reasonOf(error)}`;
}
