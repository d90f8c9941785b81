import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PublicLawyer } from '@/api/reviews-contract';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { useProfileBooking, useReportReview } from '@/features/cases/public-profile/public-profile-actions';
import { PublicProfileDetails } from '@/features/cases/public-profile/public-profile-details';
import { usePublicLawyer } from '@/features/cases/public-profile/public-profile-load';
import { PublicProfileReviews } from '@/features/cases/public-profile/public-profile-reviews';
import { paths } from '@/lib/paths';
import { PublicHeader } from '@/session/public-header';

/** The document's title and description for a lawyer (src/app/page-meta.ts). */
export interface ProfileMeta {
  /** the route's own, before the lawyer is known or when there is none */
  pageTitle: string;
  title: (lawyer: PublicLawyer) => string;
  description: (lawyer: PublicLawyer) => string;
}

interface PublicProfilePageProps {
  meta: ProfileMeta;
  /** the header, given by the route: the dashboards' one for a signed-in person; the public one
   * unless given */
  header?: ReactNode;
  /** the dashboards' query cache, loaded only when a booking starts */
  queryClient: () => Promise<QueryClient>;
}

function setDescription(text: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/** The page while it loads: the frame and a heading that says so, never a lone spinner. In the
 * prerendered frame, the frame's script paints the lawyer into the empty element and hides the
 * marked heading and skeleton (src/api/early-answer-script.ts names these attributes); React
 * leaves that element's content alone. At least a screen tall, so that the footer is not on
 * screen to move when the profile replaces it
 * (docs/decisions/0133-public-profile-paints-at-once.md). */
function Loading() {
  return (
    <div aria-busy="true" className="min-h-screen">
      <h1 data-early-hide="" className="text-3xl font-bold tracking-tight text-slate-900">
        Lawyer profile
      </h1>
      <div data-early-lawyer="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      <p role="status" className="mt-4 text-slate-700">
        Loading the profile...
      </p>
      <div data-early-hide="" className="mt-6 grid gap-3" aria-hidden="true">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
        <div className="h-24 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/**
 * A verified lawyer's public profile, for anyone (docs/decisions/0103-public-lawyer-profile.md):
 * who they are, their licence, their rating and reviews, Book Consultation and Report.
 */
export function PublicProfilePage({ meta, header, queryClient }: PublicProfilePageProps) {
  const { id = '' } = useParams();
  const { state, retry } = usePublicLawyer(id);
  const lawyer = state.status === 'ready' ? state.lawyer : null;
  const booking = useProfileBooking(lawyer, queryClient);
  const report = useReportReview();

  const title = lawyer ? meta.title(lawyer) : null;
  const description = lawyer ? meta.description(lawyer) : null;
  // the route's own title until the lawyer is known, as src/app/root-layout.tsx sets it
  useEffect(() => {
    document.title = title ?? meta.pageTitle;
    if (description) setDescription(description);
  }, [title, description, meta.pageTitle]);

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      {header ?? <PublicHeader />}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'not-found' ? (
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Lawyer not found</h1>
            <p className="mt-4 text-slate-700">
              There is no verified lawyer at this address. The profile may have been removed, or the link may
              be mistyped.
            </p>
            <Link to={paths.home} className={buttonVariants({ className: 'mt-6' })}>
              Return to Home
            </Link>
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Lawyer profile</h1>
            <div
              role="alert"
              className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900"
            >
              <p>Could not load this profile. {state.message}</p>
            </div>
            <button type="button" onClick={retry} className={buttonVariants({ className: 'mt-4' })}>
              Try again
            </button>
          </div>
        ) : null}
        {lawyer ? (
          <>
            <PublicProfileDetails lawyer={lawyer} actions={booking.control} />
            <PublicProfileReviews lawyer={lawyer} onReport={report.open} />
          </>
        ) : null}
      </main>
      <SiteFooter />
      {booking.dialog}
      {report.dialog}
    </div>
  );
}
