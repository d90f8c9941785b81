import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visible = () => document.visibilityState !== 'hidden';
const onServer = () => true;

/** Whether the tab is on screen: a hidden tab reads nothing (a thread is not marked read there). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, onServer);
}
