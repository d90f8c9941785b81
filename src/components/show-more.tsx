import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

interface Loaded {
  data?: { pages: readonly unknown[] } | undefined;
  isError?: boolean;
}

/** What it reads of a list loaded page by page (TanStack Query's useInfiniteQuery). */
interface Pages extends Loaded {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<Loaded>;
}

interface ShowMoreProps {
  pages: Pages;
  /** the list the next page adds to: its first new item takes the focus */
  list: RefObject<HTMLElement | null>;
  /** how many items are shown, and how many the list holds in all */
  shown: number;
  count: number;
  /** what the items are: ['case', 'cases'] */
  noun: readonly [one: string, many: string];
  /** the words of the count, where the list shows some of the items counted */
  summary?: string;
}

/** A 'Show more' on its way: the items before it, and once its page is in, how many pages then. */
interface Asked {
  before: Set<Element>;
  pagesAfter: number | null;
  failed: boolean;
}

/** The first item after the ones there before: a page adds to the end of the list. */
function firstAdded(list: HTMLElement | null, before: Set<Element>) {
  const items = [...(list?.children ?? [])];
  const last = items.findLastIndex((item) => before.has(item));
  return items.slice(last + 1).find((item) => !before.has(item));
}

/**
 * The foot of a list loaded page by page (docs/decisions/0110-limits-on-writing.md): how many of
 * how many are shown, and 'Show more' while there are more. The button keeps the focus while the
 * page loads; once it is shown, the focus goes to the first new item (or, where the page added
 * none and the button is gone, to the count), and a failure is told here with the button to try
 * again.
 */
export function ShowMore({ pages, list, shown, count, noun, summary }: ShowMoreProps) {
  const [one, many] = noun;
  const words = useRef<HTMLParagraphElement>(null);
  const asked = useRef<Asked | null>(null);
  const [, settled] = useState(0);
  const loading = pages.isFetchingNextPage;
  const pagesNow = pages.data?.pages.length ?? 0;

  // at the commit that shows the new items, before anything reads the focus
  useLayoutEffect(() => {
    const waiting = asked.current;
    if (!waiting) return;
    const added = firstAdded(list.current, waiting.before);
    if (added instanceof HTMLElement) {
      asked.current = null;
      if (!added.hasAttribute('tabindex')) added.tabIndex = -1;
      added.focus();
      return;
    }
    if (!waiting.failed && (waiting.pagesAfter === null || pagesNow < waiting.pagesAfter)) return;
    asked.current = null;
    if (!waiting.failed && !pages.hasNextPage) words.current?.focus();
  });

  const more = () => {
    if (loading || asked.current) return;
    const waiting: Asked = { before: new Set(list.current?.children ?? []), pagesAfter: null, failed: false };
    asked.current = waiting;
    void pages.fetchNextPage().then((result) => {
      waiting.pagesAfter = result.data?.pages.length ?? 0;
      waiting.failed = result.isError === true;
      settled((n) => n + 1);
    });
  };

  return (
    <div className="grid justify-items-start gap-2">
      <p ref={words} tabIndex={-1} aria-live="polite" className="text-sm text-slate-700 outline-none">
        {summary ?? `Showing ${formatCount(shown)} of ${formatCount(count)} ${count === 1 ? one : many}`}
      </p>
      {pages.isFetchNextPageError ? (
        <Alert className="w-full">
          More {many} could not be loaded. {pages.error?.message}
        </Alert>
      ) : null}
      {pages.hasNextPage ? (
        // not disabled while loading: the focus stays on it, and a second press does nothing
        <Button variant="outline" onClick={more} aria-disabled={loading || undefined}>
          {loading ? `Loading more ${many}…` : `Show more ${many}`}
        </Button>
      ) : null}
    </div>
  );
}
