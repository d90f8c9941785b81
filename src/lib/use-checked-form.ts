import { useCallback, useRef, useState, type FormEvent } from 'react';
import { loadOnce } from '@/lib/load-once';

/** What went wrong with each field, by name; `root` when the form could not be checked at all. */
export type FormErrors<T> = Partial<Record<keyof T | 'root', { message: string }>>;
export type FormCheck<T> = (values: Record<string, string>) => { values: T } | { errors: FormErrors<T> };

const LOAD_FAILED = 'Could not reach the server. Check your connection and try again.';

/**
 * Checks whose code (zod) loads when first needed rather than with the page, so a
 * prerendered form hydrates without its schema library. `preload` starts the load early: call it
 * when the person first focuses the form. Should the load fail (say, offline), the submit says so
 * as the form's own error and the next submit tries again.
 */
export function lazyCheck<T>(load: () => Promise<FormCheck<T>>) {
  const preload = loadOnce(load);
  const check = async (values: Record<string, string>): Promise<ReturnType<FormCheck<T>>> => {
    try {
      return (await preload())(values);
    } catch {
      return { errors: { root: { message: LOAD_FAILED } } as FormErrors<T> };
    }
  };
  return { check, preload: () => void preload().catch(() => undefined) };
}

/**
 * A small form for the prerendered sign-in pages, which must hydrate light: its fields are plain
 * named inputs, read from the form itself when it is submitted, so whatever was typed before the
 * app ran counts. After a failed submit the fields are checked again as they change, and the
 * first field in error takes the focus. (The dashboards' larger forms use react-hook-form.)
 */
export function useCheckedForm<T>(
  check: (values: Record<string, string>) => Promise<ReturnType<FormCheck<T>>>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const busy = useRef(false);

  const getValues = useCallback((): Record<string, string> => {
    const values: Record<string, string> = {};
    if (!formRef.current) return values;
    for (const [name, value] of new FormData(formRef.current))
      if (typeof value === 'string') values[name] = value;
    return values;
  }, []);

  const setError = useCallback((name: keyof T | 'root', error: { message: string }) => {
    setErrors((current) => ({ ...current, [name]: { message: error.message } }));
  }, []);

  const handleSubmit =
    (onValid: (values: T) => Promise<void> | void, onInvalid: (errors: FormErrors<T>) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      submitted.current = true;
      try {
        const result = await check(getValues());
        if ('errors' in result) {
          setErrors(result.errors);
          focusFirstInvalid(formRef.current, result.errors);
          onInvalid(result.errors);
          return;
        }
        setErrors({});
        setSubmitting(true);
        await onValid(result.values);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    };

  // after a failed submit, a field's message follows what is typed into it
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof T;
    if (!submitted.current || !name) return;
    const result = await check(getValues());
    const error = 'errors' in result ? result.errors[name] : undefined;
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  return { formRef, errors, isSubmitting, handleSubmit, onChange, setError, getValues };
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement =>
      'name' in element && typeof element.name === 'string' && element.name in errors,
  );
  first?.focus();
}
