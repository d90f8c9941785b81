import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';

function messageOf(error: unknown) {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** spec §8: an uncaught render error shows this screen with the message. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-lg rounded-xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-red-800">Unexpected Application Error!</h1>
        <p className="mt-3 font-mono text-sm break-words text-slate-800">{messageOf(error)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {/* buttonVariants rather than Button: this screen is in the first-paint bundle
              (docs/decisions/0017-content-first-public-pages.md) */}
          <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            Go to home
          </a>
        </div>
      </div>
    </main>
  );
}
