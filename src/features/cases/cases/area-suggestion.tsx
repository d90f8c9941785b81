import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Category } from '@/api/contract';
import { Button } from '@/components/ui/button';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { useAreaSuggestion } from '@/features/cases/cases/use-area-suggestion';

/**
 * After the description: the area it sounds like ('This sounds like Employment Law'), or the two
 * when the second is close ('Employment Law or Immigration Law?'), each with a button that sets
 * the Legal Category select. Nothing is set by itself: an area the client chose stays, and one
 * among those suggested hides the suggestion. Without the backend's call, nothing shows
 * (docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
 */
export function AreaSuggestion({ form }: { form: UseFormReturn<CaseFormValues> }) {
  const choices = useAreaSuggestion(form);
  const chosen = useWatch({ control: form.control, name: 'category' });
  // the area last taken from the suggestion, to say so and keep the focus on this spot
  const [used, setUsed] = useState<Category | null>(null);
  const change = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (used) change.current?.focus();
  }, [used]);

  const use = (area: Category) => {
    form.setValue('category', area, { shouldDirty: true, shouldValidate: true });
    setUsed(area);
  };

  let content = null;
  if (used && chosen === used) {
    content = (
      <>
        <p>Legal Category set to {used}.</p>
        <Button
          ref={change}
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => form.setFocus('category')}
        >
          Choose another area
        </Button>
      </>
    );
  } else if (choices.length > 0 && !(choices as string[]).includes(chosen)) {
    const [first, second] = choices;
    content = (
      <>
        <p className="font-medium text-slate-900">
          {second ? `${first} or ${second}?` : `This sounds like ${first}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {choices.map((area) => (
            <Button key={area} variant="outline" size="sm" onClick={() => use(area)}>
              Use {area}
            </Button>
          ))}
          <Button variant="link" size="sm" className="px-1" onClick={() => form.setFocus('category')}>
            Choose another area
          </Button>
        </div>
      </>
    );
  }
  return (
    <div
      aria-live="polite"
      className={content ? 'grid gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm' : 'sr-only'}
    >
      {content}
    </div>
  );
}
