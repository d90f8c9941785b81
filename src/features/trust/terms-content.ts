// The terms of use (docs/decisions/0100-trust-pages.md): what LawMatch is and is not, fees paid
// to the lawyer (docs/decisions/0068-payment-stays-on-paper.md), what a verification means
// (docs/decisions/0087-regulator-and-licence-number.md, 0088-yearly-re-check.md), acceptable
// use, reviews, and the governing law.
import { REGULATOR_FACTS, REGULATORS } from '@/api/regulators';
import { paths } from '@/lib/paths';
import { link, list, p, type Rich, type TrustPageContent } from '@/features/trust/trust-content';

// each regulator's public register, the same link the admin opens beside a request
const REGISTERS: Rich[] = REGULATORS.map((regulator) => {
  const { name, register } = REGULATOR_FACTS[regulator];
  return [{ text: name, href: register }];
});

export const TERMS: TrustPageContent = {
  title: 'Terms of use',
  intro:
    'These terms apply whenever you use LawMatch: as a client, as a lawyer, or just looking. By creating an account you accept them.',
  sections: [
    {
      id: 'what-lawmatch-is',
      title: 'What LawMatch is',
      blocks: [
        p(
          'LawMatch introduces people who need legal help to independent lawyers regulated in the UK. LawMatch is not a law firm and gives no legal advice.',
        ),
        p(
          'The area of law we suggest for your case, and the lawyers we match you with, help you choose: they are not advice. Whether a lawyer can take your matter is for you and the lawyer to decide.',
        ),
      ],
    },
    {
      id: 'lawyers-and-fees',
      title: 'Lawyers and their fees',
      blocks: [
        p(
          "Each lawyer is independent of LawMatch and responsible, under their regulator's rules, for the advice they give and the fees they charge. Your agreement for legal work is with the lawyer or their firm, on their terms.",
        ),
        p(
          "A fee shown on LawMatch is the lawyer's. You pay it to the lawyer directly, as you agree with them: LawMatch takes no card payment and no money passes through us.",
        ),
      ],
    },
    {
      id: 'verification',
      title: 'What "verified" means',
      blocks: [
        p(
          "Before a lawyer is listed, our administrators check their government ID, law degree and practising certificate, and their registration on their regulator's public register. A verification says what we saw when we checked: it is a check at a point in time, not a guarantee of the lawyer's work.",
        ),
        p(
          'Verification is renewed every year, as practising certificates are. From 1 October each lawyer is asked for their current certificate, due by 1 November; a lawyer not verified again by 1 December is no longer matched with clients or sent new cases until they are.',
        ),
        p("You can check a lawyer's registration yourself, on their regulator's register:"),
        list(...REGISTERS),
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      blocks: [
        p(
          'Give true details, keep your password to yourself, and tell us at once if you think someone else has used your account.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        p('When you use LawMatch, do not:'),
        list(
          'post anything false or misleading, or pretend to be someone else;',
          "post another person's personal data or confidential information without the right to;",
          'harass, threaten or abuse anyone;',
          'use what you learn on LawMatch to contact people about anything but the matter at hand, or to advertise;',
          "copy clients' or lawyers' details in bulk, or read the site with automated tools;",
          'try to get round the limits on sign-in attempts, get into accounts not your own, or disrupt the service.',
        ),
        p(
          "Lawyers respond only to cases they can take on, within their regulator's rules. We may suspend or close an account that breaks these terms, and we tell its owner why.",
        ),
      ],
    },
    {
      id: 'reviews',
      title: 'Reviews',
      blocks: [
        p(
          'Only the client of a completed consultation booked through LawMatch can review it, and fake or incentivised reviews are removed. The full rules are in the ',
          link('review policy', paths.reviewPolicy),
          '.',
        ),
      ],
    },
    {
      id: 'privacy-and-complaints',
      title: 'Privacy and complaints',
      blocks: [
        p(
          'How we use your data, and your rights, are in the ',
          link('privacy notice', paths.privacy),
          '. How to complain about LawMatch, or about a lawyer, is on the ',
          link('complaints page', paths.complaints),
          '. Nothing in these terms takes away the rights you have by law as a consumer.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Changes and governing law',
      blocks: [
        p('When these terms change, the date at the top changes with them.'),
        p(
          'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in the courts where you live.',
        ),
      ],
    },
  ],
};
