// The one notification store (DESIGN decision 9). Framework-light so any layer can raise a
// notification; the Toaster renders whatever is here.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
export interface ToastItem extends ToastInput {
  id: number;
}

const VISIBLE_LIMIT = 3;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = nextId++;
  publish([{ ...input, id }, ...items].slice(0, VISIBLE_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  publish(items.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts() {
  return useSyncExternalStore(subscribe, () => items, () => items);
}
