// The thread and the composer load apart from the lists, so that a dashboard's Messages card
// fetches none of them; a page that may open one starts loading them as it shows its list
// (docs/decisions/0122-conversation-screens.md).
export const loadThread = () => import('@/features/conversations/thread/thread');

/** Starts loading the thread's code, before any is open. */
export const preloadThread = () => {
  void loadThread();
};
