import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES, categorySchema, type Category } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CategoryCheckProps {
  /** the kept case's area of law: the client's choice or the classifier's */
  category: Category;
  isMatching: boolean;
  failure: string | null;
  /** files the case under this area (unless it already is) and matches it again */
  onChoose: (category: Category) => void;
}

/** 'We think this is {category}', and the way to say it is another (a kept case only:
 * docs/decisions/0094-the-clients-cases-screens.md). Matching starts from the button, not from
 * the select, so moving through the options by keyboard sends nothing. */
export function CategoryCheck({ category, isMatching, failure, onChoose }: CategoryCheckProps) {
  const id = useId();
  const [choice, setChoice] = useState<Category>(category);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(choice);
  };
  return (
    <div className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-medium text-slate-900">{`We think this is ${category}`}</p>
      <form onSubmit={submit} aria-label="Area of law" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Not right? Choose the area of law</Label>
          <Select
            id={id}
            value={choice}
            onChange={(event) => setChoice(categorySchema.catch(category).parse(event.target.value))}
            className="sm:w-64"
          >
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline" disabled={isMatching}>
          {isMatching ? 'Matching…' : 'Match again'}
        </Button>
      </form>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
