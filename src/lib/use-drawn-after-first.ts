import { useDeferredValue } from 'react';

/**
 * false in a component's first render, true from the render React makes right after it, at a
 * lower priority, once the first has been committed: the browser can paint in between. For the
 * parts of a long page below its first screen (a long form's, the directory's cards after the
 * first row), so that what a person sees first, and the page's main control, do not wait for them
 * (docs/decisions/0157-long-forms-draw-their-first-part-first.md,
 * docs/decisions/0161-the-directory-draws-its-first-cards-first.md).
 */
export const useDrawnAfterFirst = () => useDeferredValue(true, false);
