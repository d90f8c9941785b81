import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 8;
const MARGIN = 16;

/** Where the panel goes: just below the bell, its right edge with the bell's (within the window
 * on a phone, where the bell is not at the right edge). Follows the bell as the page scrolls or
 * the window changes size. */
export function usePanelPlace(anchor: RefObject<HTMLElement | null>): CSSProperties {
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const update = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect) return;
      const width = document.documentElement.clientWidth;
      setPlace({ top: rect.bottom + GAP, right: Math.max(MARGIN, width - rect.right) });
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [anchor]);
  return place;
}
