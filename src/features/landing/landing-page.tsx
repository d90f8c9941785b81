import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { useDirectoryAvailable } from '@/session/use-directory-available';
import { FeaturedLawyers, Features, HowItWorks } from '@/features/landing/landing-sections';
import { paths } from '@/lib/paths';
import { PublicHeader } from '@/session/public-header';
import { registerPath } from '@/session/role-paths';

export function LandingPage() {
  const directory = useDirectoryAvailable();
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Connect with Verified Legal Experts
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Tell us about your legal issue and get matched with qualified UK lawyers by location,
            specialisation and the needs of your case.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={registerPath('client')} className={buttonVariants({ size: 'lg' })}>
              Find a Lawyer
            </Link>
            <Link to={registerPath('lawyer')} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Join as Lawyer
            </Link>
          </div>
          {/* the directory, for someone who knows whom or what they need; not against a backend
              without it (docs/decisions/0128-directory-page.md) */}
          {directory ? (
            <p className="mt-6 text-slate-700">
              Know what you need?{' '}
              <Link
                to={paths.directory}
                className="inline-flex min-h-6 items-center font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900"
              >
                Search lawyers by name, area of law and place
              </Link>
            </p>
          ) : null}
        </section>
        <Features />
        <HowItWorks />
        <FeaturedLawyers />
        <section aria-labelledby="cta-title" className="px-4 pb-20">
          <div className="mx-auto max-w-4xl rounded-2xl bg-blue-900 px-6 py-12 text-center text-white shadow-lg">
            <h2 id="cta-title" className="text-3xl font-bold">
              Ready to Find Your Legal Expert?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-blue-100">
              Post your case in minutes and see verified lawyers who can help.
            </p>
            <Link
              to={paths.roleSelect}
              className={buttonVariants({ size: 'lg', variant: 'secondary', className: 'mt-8' })}
            >
              Start Your Legal Journey
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
