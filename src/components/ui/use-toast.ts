// The one notification store (docs/decisions/0050-one-notification-per-page.md). Spec §9: one
// notification at a time, the newest replacing the older. Each belongs to the page it was
// raised on, so a new page starts clean; one raised by the action that leads to another page
// (a sign-in, a redirect, a session that ran out) is kept for that page instead.
// Framework-light so any layer can raise a notification; the Toaster renders what is here.
import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** raised by an action that is about to show another page: it is for that page */
  keepForNextPage?: boolean;
}
export interface ToastItem extends ToastInput {
  id: number;
}

let shown: readonly ToastItem[] = [];
// the last notification raised for the next page, while it is still open: a later one about
// the page being left may replace it on screen, but the next page shows it
let forNextPage: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  shown = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const item: ToastItem = { ...input, id: nextId++ };
  if (input.keepForNextPage) forNextPage = item;
  publish([item]);
  return item.id;
}

export function dismissToast(id: number) {
  if (forNextPage?.id === id) forNextPage = null;
  if (shown.some((item) => item.id === id)) publish(shown.filter((item) => item.id !== id));
}

/** Another page is on screen: only a notification raised for it stays (it then belongs to it). */
export function startNewPage() {
  const kept = forNextPage ? [{ ...forNextPage, keepForNextPage: false }] : [];
  forNextPage = null;
  if (kept.length > 0 || shown.length > 0) publish(kept);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}
