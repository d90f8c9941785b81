import type { ComponentProps, FocusEvent } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** How many frames after a focus the field is watched: the parts above it are drawn in the first
 * one or two. */
const FRAMES_WATCHED = 4;

function inView(element: Element) {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/** Keeps the field that takes the focus on screen while the parts above it are drawn.
 *
 * Focus moved far down (a save that fails sends it to the first field in error) scrolls with the
 * skipped parts at their stand-in height; once on screen they are drawn at their own, and a part
 * above the field that grows pushes it out of the screen, which the browser's scroll anchoring
 * does not make up for. For a few frames after a focus the browser brought into view, a field that
 * has left the screen is scrolled back to it. A field focused without scrolling
 * (`focus({ preventScroll: true })`) is left where it is.
 * docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md */
function keepFocusInView(event: FocusEvent<HTMLElement>) {
  const field = event.target;
  let frames = 0;
  let broughtIntoView: boolean | undefined;
  const check = () => {
    if (document.activeElement !== field) return;
    if (broughtIntoView === undefined) broughtIntoView = inView(field);
    if (!broughtIntoView) return;
    if (!inView(field)) field.scrollIntoView({ block: 'center' });
    frames += 1;
    if (frames < FRAMES_WATCHED) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One part of a long settings form (a section of the booking settings or the services, one
 * service): a card the browser draws once it nears the screen (`draw-when-near`), which keeps a
 * field focused in it on screen while the parts above it are drawn
 * (docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md). */
export function FormPartCard({ className, ...props }: ComponentProps<'div'>) {
  return <Card {...props} className={cn('draw-when-near p-4 sm:p-6', className)} onFocus={keepFocusInView} />;
}
