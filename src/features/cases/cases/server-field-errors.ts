import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import type { CaseField, CaseFormValues } from '@/features/cases/cases/case-form-schema';

// the fields in the order a person meets them: the first one in error takes the focus
const FIELD_ORDER: CaseField[] = ['title', 'location', 'category', 'description', 'urgency'];

/**
 * A 400 whose messages name fields of the case form ('We could not find this place in the UK…'
 * on `location`, 'Choose the area of law…' on `category`) shows each beside its field, and the
 * first of them takes the focus; what was typed stays. False for any other failure, which the
 * caller tells as a failure (docs/decisions/0094-the-clients-cases-screens.md).
 */
export function showServerFieldErrors(form: UseFormReturn<CaseFormValues>, error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return false;
  // a follow-up answer's message is on `answers.<question id>`, beside its question
  // (docs/decisions/0132-follow-up-questions-and-time-limits.md)
  const answers = Object.keys(error.fieldErrors).filter((key) => key.startsWith('answers.'));
  const named = [...FIELD_ORDER.filter((field) => (error.fieldErrors[field] ?? []).length > 0), ...answers];
  named.forEach((field, index) => {
    const message = (error.fieldErrors[field] ?? []).join(' ');
    form.setError(
      field as CaseField | `answers.${string}`,
      { type: 'server', message },
      { shouldFocus: index === 0 },
    );
  });
  return named.length > 0;
}
