import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';

/** why the last save failed: the server's words, and whether its messages sit beside the fields */
interface SaveFailure {
  onFields: boolean;
  messages: string[];
}

interface Options<V extends FieldValues, B, K> {
  form: UseFormReturn<V, unknown, B>;
  save: (body: B) => Promise<K>;
  /** the form's field a 400's path names ('weekly.2.start', 'services.1.pricing.toPence'), or null */
  fieldOf: (path: string) => Path<V> | null;
  onSaved: (kept: K) => void;
  onFieldErrors: () => void;
}

/**
 * A lawyer's settings form saved whole (booking settings, services and prices): a 400's messages
 * go beside their fields and the first takes the focus, the rest and any other failure are said
 * above the button, and everything typed stays (docs/decisions/0097-availability-settings-screen.md).
 */
export function useSettingsSave<V extends FieldValues, B, K>(options: Options<V, B, K>) {
  const { form, fieldOf, onSaved, onFieldErrors } = options;
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useMutation({ mutationFn: options.save });

  const submit = (body: B) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
        const elsewhere = isApiError(error) && error.detail ? [error.detail] : [];
        let onFields = false;
        for (const [path, messages] of Object.entries(fields)) {
          const field = fieldOf(path);
          if (field) form.setError(field, { type: 'server', message: messages.join(' ') });
          else elsewhere.push(...messages);
          onFields ||= field !== null;
        }
        setFailure({ onFields, messages: onFields ? elsewhere : [error.message] });
        if (onFields) onFieldErrors();
      },
    });
  };
  return { submit, failure, isSaving: save.isPending, saved: save.isSuccess };
}
