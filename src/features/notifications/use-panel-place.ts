import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 8;
const MARGIN = 16;
const PANEL_MAX_WIDTH = 384;

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
      // the panel's width is min(24rem, 100vw - 2rem) (notification-panel.tsx): its left edge
      // stays inside the window too
      const panelWidth = Math.min(PANEL_MAX_WIDTH, width - 2 * MARGIN);
      const right = Math.min(Math.max(MARGIN, width - rect.right), width - panelWidth - MARGIN);
      setPlace({ top: rect.bottom + GAP, right });
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
