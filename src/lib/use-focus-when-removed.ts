import { useEffect, useRef } from 'react';

/** When the focused thing leaves a list (a decided request, a dismissed lead, a Respond button
 * that became 'Responded'), focus would fall to the page body: keyboard users go on from the
 * returned ref's element instead. `count` is how many items there are: focus moves only when it
 * drops. */
export function useFocusWhenRemoved<T extends HTMLElement>(count: number | undefined) {
  const target = useRef<T>(null);
  const previous = useRef(count);
  useEffect(() => {
    const dropped = previous.current !== undefined && count !== undefined && count < previous.current;
    previous.current = count;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (dropped && lost) target.current?.focus();
  }, [count]);
  return target;
}
