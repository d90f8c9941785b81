import { useDeferredValue } from 'react';

/**
 * false in a component's first render, true from the render React makes right after it, at a
 * lower priority, once the first has been committed: the browser can paint in between. For the
 * parts of a long page below its first screen, so that what a person sees first, and the page's
 * main control, do not wait for them
 * (docs/decisions/0157-long-forms-draw-their-first-part-first.md).
 */
export const useDrawnAfterFirst = () => useDeferredValue(true, false);
