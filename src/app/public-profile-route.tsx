// The public lawyer profile's route (docs/decisions/0103-public-lawyer-profile.md), in one chunk with
// the page rather than with the app, so the public pages' first load carries none of it: the title
// and description that name the lawyer (the pattern of page-meta.ts), and the query cache a booking
// made on it uses: the dashboards' own (a test's, when given), loaded when the booking starts.
import { lazy, Suspense } from 'react';
import type { PublicLawyer } from '@/api/reviews-contract';
import { useGivenQueryClient } from '@/app/given-query-client';
import { named, PAGE_TITLES } from '@/app/page-meta';
import { PublicProfilePage } from '@/features/cases/public-profile/public-profile-page';
import { PublicHeader } from '@/session/public-header';
import { useAuth } from '@/session/use-auth';

const reviewWords = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** 'Amelia Hughes, Family Law in London — LawMatch' */
const lawyerPageTitle = (lawyer: PublicLawyer) =>
  named(`${lawyer.name}, ${lawyer.specialization} in ${lawyer.location}`).title;

/** Who, where, the experience and the rating, in at most 160 characters. */
function lawyerPageDescription(lawyer: PublicLawyer) {
  const years = `${lawyer.experience} ${lawyer.experience === 1 ? "year's" : "years'"} experience`;
  const rated =
    lawyer.reviews > 0
      ? `rated ${lawyer.rating.toFixed(1)} from ${reviewWords(lawyer.reviews)}`
      : 'verified by LawMatch';
  const text = `${lawyer.name}, ${lawyer.specialization} in ${lawyer.location} with ${years}, ${rated}. Book a consultation on LawMatch.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}...`;
}

const meta = {
  pageTitle: PAGE_TITLES.lawyerPublic.title,
  title: lawyerPageTitle,
  description: lawyerPageDescription,
};
const appQueryClient = () => import('@/app/dashboard-shell').then((m) => m.appQueryClient);
// signed in, the page keeps the dashboards' header (the bell, the account links), from the
// signed-in pages' chunk, which a signed-out visitor never loads (docs/decisions/0119-smaller-things.md)
const SignedInHeader = lazy(() =>
  import('@/app/dashboard-shell').then((m) => ({ default: m.SignedInHeader })),
);

function ProfileHeader() {
  const { user } = useAuth();
  if (!user) return <PublicHeader />;
  return (
    <Suspense fallback={<PublicHeader />}>
      <SignedInHeader />
    </Suspense>
  );
}

/** The route's Component, with the page in its chunk: the route list names this chunk alone. */
export function PublicProfileRoute() {
  const given = useGivenQueryClient();
  return (
    <PublicProfilePage
      meta={meta}
      header={<ProfileHeader />}
      queryClient={given ? () => Promise.resolve(given) : appQueryClient}
    />
  );
}
