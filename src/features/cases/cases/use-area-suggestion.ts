import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { classifyDescription } from '@/api/case-classify';
import type { Category } from '@/api/contract';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** the pause in the typing after which the description is read */
const PAUSE_MS = 700;
/** shorter descriptions say too little to suggest an area */
const MIN_LENGTH = 12;

/**
 * The areas the description sounds like, read after a pause in the typing (never at every key):
 * one, or two when the second is close; none while the description is short, when no area fits,
 * or when the backend lacks the call (404: the spec's form;
 * docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
 */
export function useAreaSuggestion(form: UseFormReturn<CaseFormValues>): Category[] {
  // a 404: the backend lacks the call, and the form asks no more (decision 0025)
  const [missing, setMissing] = useState(false);
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  // one string, so that the pause is measured on what was typed, not on a new object each render
  const key = useDebouncedValue(`${title.trim()}\n${description.trim()}`, PAUSE_MS);
  // a title is one line; a description may have many
  const cut = key.indexOf('\n');
  const settled = { title: key.slice(0, cut), description: key.slice(cut + 1) };
  const reading = useQuery({
    queryKey: ['case-classify', key],
    queryFn: async ({ signal }) => {
      try {
        return await classifyDescription(
          { ...(settled.title ? { title: settled.title } : {}), description: settled.description },
          signal,
        );
      } catch (error) {
        if (isApiError(error) && error.isNotFound) setMissing(true);
        throw error;
      }
    },
    enabled: !missing && settled.description.length >= MIN_LENGTH,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  if (missing || settled.description.length < MIN_LENGTH || reading.isError) return [];
  return reading.data?.choices ?? [];
}
