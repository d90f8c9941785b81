import { useEffect, useRef } from 'react';

/** When a decided request leaves the list, the focused button (or open dialog) leaves with
 * it and focus would fall to the page body: put keyboard users back at the list heading. */
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
