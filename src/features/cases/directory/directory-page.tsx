import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FieldErrors } from '@/api/api-error';
import type { DirectorySort } from '@/api/directory-contract';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { DirectoryForm, type FormErrors } from '@/features/cases/directory/directory-form';
import { DirectoryResults, SortControl } from '@/features/cases/directory/directory-results';
import {
  callQueryOf,
  EMPTY_SEARCH,
  paramsOf,
  searchOf,
  type Search,
} from '@/features/cases/directory/directory-search';
import { countWords, DIRECTORY_INTRO } from '@/features/cases/directory/directory-words';
import { useDirectory } from '@/features/cases/directory/use-directory';
import { loadIntlData } from '@/lib/intl-data';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { PublicHeader } from '@/session/public-header';

/** The call's field names, as the form's (docs/directory.md, "The call"). */
const FORM_FIELD: Record<string, keyof FormErrors> = {
  q: 'q',
  area: 'area',
  near: 'near',
  withinKm: 'within',
  service: 'service',
  maxPricePence: 'max',
};

function formErrorsOf(fieldErrors: FieldErrors): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const key = FORM_FIELD[field];
    if (key && messages[0]) errors[key] = messages[0];
  }
  return errors;
}

/**
 * Find a lawyer (docs/directory.md, "The page"; docs/decisions/0128-directory-page.md): the search
 * lives in the address, so it can be shared and back and forward walk through the searches made.
 * Prerendered as its frame: the heading and the empty form; the search the address holds is read
 * once the page is hydrated (src/lib/use-hydrated.ts).
 */
export function DirectoryPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const search = hydrated ? searchOf(params) : EMPTY_SEARCH;
  const { state, retry } = useDirectory(hydrated ? callQueryOf(search) : null);
  // the first answer's render makes the page's first formatters (the count, the prices): the
  // browser loads their data while that answer comes (src/lib/intl-data.ts)
  useEffect(() => {
    if (!hydrated) return;
    const loading = setTimeout(loadIntlData);
    return () => clearTimeout(loading);
  }, [hydrated]);
  const go = (next: Search) => setParams(paramsOf(next));

  const errors = state.status === 'refused' ? formErrorsOf(state.fieldErrors) : {};
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.last : null;
  const announced =
    state.status === 'ready'
      ? countWords(state.page.count, search)
      : state.status === 'refused'
        ? `Could not search. ${state.message}`
        : '';

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <PublicHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find a lawyer</h1>
        {state.status === 'missing' ? (
          <div>
            <p className="mt-4 text-slate-700">
              Searching for lawyers is not available on this server. Post your case instead, and we match you
              with verified lawyers.
            </p>
            <Link to={paths.home} className={buttonVariants({ className: 'mt-6' })}>
              Return to Home
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-2 max-w-2xl text-slate-700">{DIRECTORY_INTRO}</p>
            <DirectoryForm
              search={search}
              searchKey={hydrated ? address : 'frame'}
              errors={errors}
              ready={hydrated}
              onSearch={go}
            />
            <section aria-labelledby="directory-results" className="mt-8">
              <div className="flex flex-wrap items-center justify-between gap-4">
                <h2 id="directory-results" className="text-xl font-semibold text-slate-900">
                  Lawyers
                </h2>
                {shown && shown.count > 1 ? (
                  <SortControl
                    search={search}
                    onSort={(sort: DirectorySort) => go({ ...search, sort, page: 1 })}
                  />
                ) : null}
              </div>
              {/* the count, said when it changes (a polite live region, there from the first paint) */}
              <p
                id="directory-count"
                role="status"
                className="mt-2 text-slate-700"
                aria-busy={state.status === 'loading' || undefined}
              >
                {announced}
              </p>
              {state.status === 'failed' ? (
                <div
                  role="alert"
                  className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900"
                >
                  <p>Could not search for lawyers. {state.message}</p>
                  <button type="button" onClick={retry} className={buttonVariants({ className: 'mt-3' })}>
                    Try again
                  </button>
                </div>
              ) : null}
              {shown ? <DirectoryResults search={search} page={shown} /> : null}
            </section>
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
