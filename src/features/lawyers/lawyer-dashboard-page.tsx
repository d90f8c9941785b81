import { useConversationPlaces } from '@/components/conversation-places';
import { onDemand } from '@/components/on-demand';
import { PageHeading } from '@/components/page-heading';
import { AvailabilityCard } from '@/features/lawyers/availability/availability-card';
import { NewClientCases } from '@/features/lawyers/leads/new-client-cases';
import { ServicesCard } from '@/features/lawyers/services/services-card';
import { StatCards } from '@/features/lawyers/stat-cards';
import { useFreshVerification } from '@/features/lawyers/verification/use-fresh-verification';
import { VerificationBanner } from '@/features/lawyers/verification/verification-banner';
import { useAuth } from '@/session/use-auth';
import { useWelcome } from '@/session/welcome';

// what sits beside and under the leads, in a file of their own: the page is usable without them
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
const sections = () => import('@/features/lawyers/lawyer-dashboard-sections');
const UpcomingConsultations = onDemand(() => sections().then((m) => m.UpcomingConsultations));
const ReviewSection = onDemand(() => sections().then((m) => m.ReviewSection));

export function LawyerDashboardPage() {
  const { user } = useAuth();
  const welcome = useWelcome(user?.name);
  const { standing } = useFreshVerification();
  // spec §2: the banner while not verified; once verified, where the verification stands,
  // where the backend says (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  const banner = !standing.verified || standing.known;
  // the lawyer's conversations with clients (docs/decisions/0122-conversation-screens.md)
  const { MessagesCard } = useConversationPlaces();
  return (
    <>
      <PageHeading title="Lawyer Dashboard">{welcome}.</PageHeading>
      {banner ? <VerificationBanner standing={standing} /> : null}
      <StatCards />
      {/* spec §6: only verified lawyers see the availability switch */}
      {standing.verified && user ? <AvailabilityCard userId={user.id} /> : null}
      {/* what the lawyer charges, for clients to compare (docs/services-and-prices.md) */}
      <ServicesCard />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {/* leads reach verified lawyers only (docs/decisions/0090-cases-leads-and-notifications.md) */}
        <NewClientCases verified={standing.verified} />
        <UpcomingConsultations />
      </div>
      {MessagesCard ? <MessagesCard /> : null}
      {/* the reviews of the lawyer's own consultations (docs/decisions/0105-review-screens.md) */}
      {user ? <ReviewSection lawyerName={user.name} /> : null}
    </>
  );
}
