import { Link } from 'react-router-dom';
import type { DirectoryPage, DirectorySort } from '@/api/directory-contract';
import { HowWeRankNote } from '@/components/how-we-rank-note';
import { buttonVariants } from '@/components/ui/button-variants';
import { Select } from '@/components/ui/input';
import { DirectoryCard } from '@/features/cases/directory/directory-card';
import { paramsOf, type Search } from '@/features/cases/directory/directory-search';
import { emptyWords, widenings } from '@/features/cases/directory/directory-words';
import { paths } from '@/lib/paths';
import { useDrawnAfterFirst } from '@/lib/use-drawn-after-first';

// the call's DIRECTORY_PAGE_SIZE: its module brings zod along, which a public page leaves out
const PAGE_SIZE = 20;

/** The cards of the first render a page's answer brings: a row on a wide screen, more than a
 * phone's first screen shows; the rest follow in a render React may pause for the browser
 * (src/lib/use-drawn-after-first.ts, docs/decisions/0161-the-directory-draws-its-first-cards-first.md). */
const FIRST_CARDS = 3;

const SORT_WORDS: Record<DirectorySort, string> = {
  relevance: 'Relevance',
  distance: 'Distance',
  rating: 'Rating',
  price: 'Price, lowest first',
  response: 'Response time',
};

const to = (search: Search) => {
  const query = paramsOf(search).toString();
  return query ? `${paths.directory}?${query}` : paths.directory;
};

/** The order of the list: it applies at once, as it changes no lawyer found, only their order. */
export function SortControl({ search, onSort }: { search: Search; onSort: (sort: DirectorySort) => void }) {
  const sorts = (Object.keys(SORT_WORDS) as DirectorySort[]).filter(
    (s) => s !== 'distance' || search.near.trim(),
  );
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor="directory-sort"
        className="shrink-0 text-sm font-medium whitespace-nowrap text-slate-800"
      >
        Sort by
      </label>
      <Select
        id="directory-sort"
        className="w-auto"
        value={search.sort}
        onChange={(e) => onSort(e.target.value as DirectorySort)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_WORDS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Nobody found: why, and the wider searches, each a link. */
function Empty({ search }: { search: Search }) {
  const wider = widenings(search);
  return (
    <div className="mt-6 rounded-xl border border-slate-200 p-6">
      <p className="font-medium text-slate-900">{emptyWords(search)}</p>
      {wider.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700">Try a wider search:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {wider.map((w) => (
              <li key={w.label}>
                <Link to={to(w.search)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {w.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** 20 a page: Previous and Next, as links the address keeps. */
function Paging({ search, page }: { search: Search; page: DirectoryPage }) {
  const pages = Math.max(1, Math.ceil(page.count / PAGE_SIZE));
  if (pages <= 1) return null;
  const link = 'inline-flex min-h-10 items-center';
  return (
    <nav aria-label="Pages of lawyers" className="mt-8 flex items-center justify-between gap-4">
      {page.previous && search.page > 1 ? (
        <Link
          to={to({ ...search, page: search.page - 1 })}
          className={buttonVariants({ variant: 'outline', className: link })}
        >
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {search.page} of {pages}
      </p>
      {page.next ? (
        <Link
          to={to({ ...search, page: search.page + 1 })}
          className={buttonVariants({ variant: 'outline', className: link })}
        >
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A page of lawyers, or why there is none. */
export function DirectoryResults({ search, page }: { search: Search; page: DirectoryPage }) {
  const drawRest = useDrawnAfterFirst();
  const drawn = drawRest ? page.results : page.results.slice(0, FIRST_CARDS);
  // a page past the last (a link kept from before lawyers left the list)
  if (page.results.length === 0 && page.count > 0)
    return (
      <p className="mt-6 text-slate-700">
        There are fewer pages of this search now.{' '}
        <Link
          to={to({ ...search, page: 1 })}
          className="font-medium text-blue-800 underline underline-offset-4"
        >
          Go to the first page
        </Link>
      </p>
    );
  if (page.results.length === 0) return <Empty search={search} />;
  return (
    <>
      <HowWeRankNote />
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Lawyers found">
        {drawn.map((lawyer) => (
          <li key={lawyer.id}>
            <DirectoryCard lawyer={lawyer} />
          </li>
        ))}
      </ul>
      <Paging search={search} page={page} />
    </>
  );
}
