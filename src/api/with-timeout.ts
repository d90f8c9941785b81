// The timeout of every call of the HTTP client (src/api/http.ts), and what a call that got no
// answer becomes: an ApiError that says which way it failed (a timeout, a refused origin, the
// network), unless the caller aborted it.
import { ApiError } from '@/api/api-error';
import { OriginRefusedError } from '@/api/transport';

export const httpSettings = { timeoutMs: 15_000 };

/** Runs `run` with a signal that aborts after `httpSettings.timeoutMs` of silence (`keepAlive()`
 * restarts the clock) or when `outer` aborts. */
export async function withTimeout<T>(
  outer: AbortSignal | undefined,
  run: (signal: AbortSignal, keepAlive: () => void) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keepAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, httpSettings.timeoutMs);
  };
  keepAlive();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  outer?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal, keepAlive);
  } catch (cause) {
    // the HTML's request times itself out (src/api/early-answer-script.ts)
    if (timedOut || (cause as Error | null)?.name === 'TimeoutError')
      throw new ApiError('timeout', { cause });
    if (outer?.aborted) throw cause;
    if (cause instanceof OriginRefusedError) throw new ApiError('origin', { detail: cause.origin, cause });
    throw new ApiError('network', { cause });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
