import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { loadThread } from '@/features/conversations/thread/thread-loader';

const Thread = lazy(() => loadThread().then((m) => ({ default: m.Thread })));

/** A conversation's thread, its code loaded on first use (thread-loader.ts). */
export function LazyThread(props: ComponentProps<typeof Thread>) {
  return (
    <Suspense fallback={<Spinner label="Loading the conversation" className="justify-center p-6" />}>
      <Thread {...props} />
    </Suspense>
  );
}
