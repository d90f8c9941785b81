import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const LOAD_FAILED = 'Could not reach the server. Check your connection and try again.';

/**
 * A react-hook-form resolver whose validation code loads when it is first needed rather than
 * with the page, so a prerendered form hydrates without its schema library. `preload` starts
 * the load early: call it when the person first focuses the form. Should the load fail (say,
 * offline), the submit reports it as a form error and the next submit tries again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await preload();
    } catch {
      // `root` is every form's own entry; TypeScript cannot see that through the generic T
      const errors = { root: { type: 'load', message: LOAD_FAILED } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
