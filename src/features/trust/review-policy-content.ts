// The review policy (docs/decisions/0100-trust-pages.md), under the Digital Markets,
// Competition and Consumers Act 2024's ban on fake and concealed incentivised reviews (in force
// from 6 April 2025): who may review, what a review shows, what is removed (hidden with a
// reason, not deleted), how to report one, that ratings come from these reviews only (a lawyer's
// rating is computed from reviews, never stored), and which reviews are held for a check before
// they appear, as reasonable steps against fake ones (docs/decisions/0111-held-reviews.md).
import { paths } from '@/lib/paths';
import { link, list, mail, p, type TrustPageContent } from '@/features/trust/trust-content';

export const REVIEW_POLICY: TrustPageContent = {
  title: 'How reviews work',
  intro:
    'Every review on LawMatch comes from the client of a consultation booked and completed through LawMatch. This policy says who can review, what a review shows, what we remove and how to report one. It follows the Digital Markets, Competition and Consumers Act 2024, which since 6 April 2025 bans fake reviews and reviews that hide an incentive.',
  sections: [
    {
      id: 'who-can-review',
      title: 'Who can write a review',
      blocks: [
        list(
          'Only the client of a consultation booked through LawMatch can review it, once the lawyer has marked it completed.',
          'One review per consultation.',
          'A review is a rating of 1 to 5 stars and, if you like, up to 2,000 characters of text.',
          'The lawyer may reply to a review once; the reply is shown beneath it.',
        ),
      ],
    },
    {
      id: 'what-a-review-shows',
      title: 'What a review shows',
      blocks: [
        list(
          "the client's first name only;",
          'the month of the consultation;',
          '"Verified consultation", because every review comes from a consultation booked and completed through LawMatch.',
        ),
      ],
    },
    {
      id: 'checked-first',
      title: 'Reviews we check before they appear',
      blocks: [
        p(
          'To stop a lawyer reviewing themself, or anyone booking a consultation only to praise a lawyer, we hold some reviews for a check before they appear. A review is held when:',
        ),
        list(
          'its consultation was booked less than 24 hours before it started; or',
          "the client's account was less than 24 hours old when they booked it.",
        ),
        p(
          "A held review is not shown anywhere and does not count in the lawyer's rating until one of our team has checked it. If it is genuine, we publish it as it was written; if it breaks these rules, we remove it as described below. The client is told when their review is held.",
        ),
        p(
          'Lawyers never pay to publish a review, to have one checked sooner, or to have one removed, and we do not publish or remove reviews for anyone who offers.',
        ),
      ],
    },
    {
      id: 'ratings',
      title: 'How ratings are worked out',
      blocks: [
        p(
          "A lawyer's rating and their number of reviews are worked out from these reviews only, each time they are shown. No rating is typed in, brought from another site or bought, and a removed review does not count.",
        ),
      ],
    },
    {
      id: 'what-we-remove',
      title: 'What we remove',
      blocks: [
        list(
          'fake reviews: written by someone who was not the client, or about a consultation that did not take place;',
          'reviews paid for or rewarded in any way, with money, a discount or free work;',
          'reviews by the lawyer, their colleagues, family or anyone else connected with them, or by a competitor;',
          "personal data, such as a phone number, an address or another person's name;",
          'abuse: threats, harassment, hateful or obscene words;',
          'confidential details of the case.',
        ),
        p(
          'We do not remove a review for being negative, and nobody can pay us to remove or hide one. Lawyers may ask their clients for a review, but not offer anything for it or ask only the clients they expect to be pleased.',
        ),
        p(
          "A removed review is hidden from the lawyer's profile, not deleted: we keep it with the reason it was removed, so that the decision can be checked.",
        ),
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting a review',
      blocks: [
        p(
          "If you think a review breaks these rules, report it with the Report button beside it on the lawyer's profile (a lawyer can also report one beside it in 'Your reviews' on their dashboard), saying what is wrong with it. You need to be signed in, and each person reports a review once. We look at every report, and a review stays up until we decide.",
        ),
        p(
          'If you cannot sign in, write to ',
          mail(),
          " with the lawyer's name, the review's first words and month, and what is wrong with it.",
        ),
        p(
          'If you think we removed or kept a review wrongly, you can ',
          link('complain to us', paths.complaints),
          '.',
        ),
      ],
    },
  ],
};
