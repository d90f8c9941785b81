import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-blue-800">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonVariants()}>
        Return to Home
      </Link>
    </main>
  );
}
