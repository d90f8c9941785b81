import { Search as SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SERVICE_KINDS, SERVICE_NAMES } from '@/api/service-kinds';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { AREAS, MILES, searchOf, type Search } from '@/features/cases/directory/directory-search';

/** The form's messages, by its fields (a 400's, mapped from the call's names, or its own). */
export type FormErrors = Partial<Record<'q' | 'area' | 'near' | 'within' | 'service' | 'max', string>>;

const PRICE_WORDS = 'Enter a whole number of pounds, such as 900.';

interface DirectoryFormProps {
  /** the search the address holds: the form shows it whenever the address changes */
  search: Search;
  /** names the address's search: when it changes (back, forward, a link), the form follows */
  searchKey: string;
  errors: FormErrors;
  /** false until the page is hydrated: the browser would submit the form itself */
  ready: boolean;
  onSearch: (search: Search) => void;
}

/** Puts a search into the form's fields. */
function fill(form: HTMLFormElement, search: Search) {
  const values: Record<string, string> = {
    q: search.q,
    area: search.area,
    service: search.service,
    near: search.near,
    within: String(search.within),
    max: search.max,
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
  }
}

/**
 * The search: a name, an area of law, a place and how far from it, a service and a price ceiling.
 * Nothing applies until Search (or Enter in a field): a filter chosen changes what is found, and
 * the count is announced once, for the search as a whole (docs/decisions/0128-directory-page.md).
 * The fields keep their own values (the browser's, as typed): what is chosen in the prerendered
 * form before the app runs is kept, and when the address changes (back, forward, a wider search)
 * the fields are refilled in place, so the focus stays where it was.
 */
export function DirectoryForm({ search, searchKey, errors, ready, onSearch }: DirectoryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const filled = useRef(searchKey);
  // the price's own message, for the search it was given on
  const [priceError, setPriceError] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form || filled.current === searchKey) return;
    const first = filled.current === 'frame';
    filled.current = searchKey;
    // nothing in the address when the app starts: what was typed before it ran stays
    if (first && searchKey === '') return;
    fill(form, search);
  }, [searchKey, search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) typed.set(name, String(value));
    const max = (typed.get('max') ?? '').trim().replace(/^£/, '').replace(/,/g, '');
    if (max && !/^\d{1,7}$/.test(max)) {
      setPriceError({ key: searchKey, text: PRICE_WORDS });
      return;
    }
    setPriceError(null);
    typed.set('max', max);
    onSearch({ ...searchOf(typed), sort: search.sort, page: 1 });
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Find a lawyer"
      onSubmit={submit}
      noValidate
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field label="Name" error={errors.q}>
        <Input name="q" defaultValue={search.q} maxLength={100} autoComplete="off" />
      </Field>
      <Field label="Area of law" error={errors.area}>
        <Select name="area" defaultValue={search.area}>
          <option value="">Any area of law</option>
          {AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Service" error={errors.service}>
        <Select name="service" defaultValue={search.service}>
          <option value="">Any service</option>
          {SERVICE_KINDS.filter((kind) => kind !== 'other').map((kind) => (
            <option key={kind} value={kind}>
              {SERVICE_NAMES[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Town or city" hint="A UK place, such as Leeds" error={errors.near}>
        <Input name="near" defaultValue={search.near} maxLength={100} autoComplete="address-level2" />
      </Field>
      <Field label="Distance" error={errors.within}>
        <Select name="within" defaultValue={String(search.within)}>
          {MILES.map((miles) => (
            <option key={miles} value={miles}>
              within {miles} miles
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Price up to (£)"
        hint="Fixed fees and ranges, with VAT and costs"
        error={priceError?.key === searchKey ? priceError.text : errors.max}
      >
        <Input name="max" defaultValue={search.max} inputMode="numeric" maxLength={10} />
      </Field>
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="submit" disabled={!ready} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
          <SearchIcon aria-hidden="true" />
          Search
        </button>
      </div>
    </form>
  );
}
