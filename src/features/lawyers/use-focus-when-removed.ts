import { useEffect, useRef } from 'react';

/** When something that held the focus leaves the page (a dismissed lead, a Respond button that
 * became 'Responded'), keyboard users go on from `target` rather than from the page body.
 * `count` is how many such things there are: the focus moves only when it drops. */
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
