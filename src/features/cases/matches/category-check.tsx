import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { CATEGORIES, categorySchema, type Category } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

interface CategoryCheckProps {
  /** the kept case's area of law: the client's choice or the classifier's; null when it fits none */
  category: Category | null;
  /** the client chose that area, on the form or here: it is theirs, not our guess */
  chosen: boolean;
  isMatching: boolean;
  failure: string | null;
  /** files the case under this area (unless it already is) and matches it again */
  onChoose: (category: Category) => void;
}

const NOTHING_CHOSEN = 'Choose an area of law first.';
const choiceSchema = z.union([z.literal(''), categorySchema]);

function headline(category: Category | null, chosen: boolean) {
  if (!category) return 'We could not tell which area of law this is about';
  return chosen ? `You chose ${category}` : `We think this is ${category}`;
}

function selectLabel(category: Category | null, chosen: boolean) {
  if (!category) return 'Choose the area of law, if one fits';
  return chosen ? 'Choose another area of law' : 'Not right? Choose the area of law';
}

/** 'We think this is {category}' ('You chose {category}' once the client has picked it:
 * docs/decisions/0119-smaller-things.md), and the way to say it is another; for a case kept without an
 * area, the way to choose one if one fits after all (a kept case only:
 * docs/decisions/0094-the-clients-cases-screens.md). Matching starts from the button, not from
 * the select, so moving through the options by keyboard sends nothing. */
export function CategoryCheck({ category, chosen, isMatching, failure, onChoose }: CategoryCheckProps) {
  const [choice, setChoice] = useState<Category | ''>(category ?? '');
  const [unchosen, setUnchosen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(choice === '');
    if (choice !== '') onChoose(choice);
  };
  return (
    <div className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-medium text-slate-900">{headline(category, chosen)}</p>
      <form onSubmit={submit} aria-label="Area of law" className="flex flex-wrap items-end gap-3">
        <Field label={selectLabel(category, chosen)} error={unchosen ? NOTHING_CHOSEN : undefined}>
          <Select
            value={choice}
            onChange={(event) => {
              setUnchosen(false);
              setChoice(choiceSchema.catch(choice).parse(event.target.value));
            }}
            className="sm:w-64"
          >
            {category ? null : <option value="">Choose an area</option>}
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="outline" disabled={isMatching}>
          {isMatching ? 'Matching…' : 'Match again'}
        </Button>
      </form>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
