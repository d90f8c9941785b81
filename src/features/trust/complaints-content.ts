// The complaints page (docs/decisions/0100-trust-pages.md): about LawMatch, with the times we
// keep to; about a lawyer's service, through the firm first and then the body each UK legal
// system sets up; and conduct concerns for the regulators. Where a body's rules are not
// certain to stay as written here (time limits outside England and Wales), the page sends
// people to that body's own site rather than state them.
import { paths } from '@/lib/paths';
import { facts, link, list, mail, p, web, type TrustPageContent } from '@/features/trust/trust-content';

export const COMPLAINTS: TrustPageContent = {
  title: 'Making a complaint',
  intro: 'How to complain about LawMatch, and about a lawyer you found through it.',
  sections: [
    {
      id: 'about-lawmatch',
      title: 'About LawMatch',
      blocks: [
        p(
          'If something LawMatch did went wrong (the site, your account, a verification or a review we decided on, or how we treated you), write to ',
          mail(),
          ' with "Complaint" in the subject. Say what happened and when, and what you would like us to do.',
        ),
        facts(
          ['We acknowledge it', 'Within 2 working days.'],
          ['We answer in full', 'Within 15 working days. If we need longer, we tell you why and by when.'],
          [
            'If you are not satisfied',
            'Reply to our answer, and someone not involved before looks at it again, within another 15 working days.',
          ],
        ),
        p(
          'A complaint about how we use your personal data can also go to the ICO: see the ',
          link('privacy notice', `${paths.privacy}#your-rights`),
          '.',
        ),
      ],
    },
    {
      id: 'about-a-lawyer',
      title: "About a lawyer's service",
      blocks: [
        p(
          "Lawyers on LawMatch are independent of us, so we cannot decide complaints about a lawyer's advice, service or bill. The routes below are the ones the law sets up, and they are free. Tell us as well if you like: it helps us keep LawMatch's lawyers trustworthy.",
        ),
      ],
      subsections: [
        {
          title: "First, the lawyer's firm",
          blocks: [
            p(
              'Every regulated firm must have a complaints procedure, and should tell you about it when it takes you on. Complain to the firm first, in writing, and keep a copy of what you send and what it answers.',
            ),
          ],
        },
        {
          title: 'England and Wales: the Legal Ombudsman',
          blocks: [
            p(
              'If the firm has not put things right within eight weeks, or you are unhappy with its final response, you can take your complaint to the Legal Ombudsman at ',
              web('legalombudsman.org.uk', 'https://www.legalombudsman.org.uk/'),
              '. It deals with solicitors, barristers, chartered legal executives and other authorised lawyers.',
            ),
            p(
              "Time limits apply. You should normally go to the Ombudsman within six months of the firm's final response, and within one year of the problem, or of when you should have known about it.",
            ),
          ],
        },
        {
          title: 'Scotland: the Scottish Legal Complaints Commission',
          blocks: [
            p(
              'Once you have given the firm the chance to resolve it, complaints about solicitors and advocates in Scotland, about their service or their conduct, go to the Scottish Legal Complaints Commission at ',
              web('scottishlegalcomplaints.org.uk', 'https://www.scottishlegalcomplaints.org.uk/'),
              '. Time limits apply: its website sets them out.',
            ),
          ],
        },
        {
          title: 'Northern Ireland: the Solicitors Complaints Committee',
          blocks: [
            p(
              "Complain to the solicitor's firm first: every firm must have a written complaints procedure. If that does not settle it, the Solicitors Complaints Committee, set up under the Legal Complaints and Regulation Act (Northern Ireland) 2016, considers complaints about the service of solicitors, at ",
              web('scc-ni.org'),
              '. Its time limits are short, so check them on its website once the firm has answered.',
            ),
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: "Concerns about a lawyer's conduct",
      blocks: [
        p(
          "Dishonesty, misuse of your money, misleading a court or other serious breaches of professional rules are for the lawyer's regulator:",
        ),
        list(
          [
            'solicitors in England and Wales: the Solicitors Regulation Authority, ',
            web('sra.org.uk', 'https://www.sra.org.uk/'),
          ],
          [
            'barristers in England and Wales: the Bar Standards Board, ',
            web('barstandardsboard.org.uk', 'https://www.barstandardsboard.org.uk/'),
          ],
          ['chartered legal executives: CILEx Regulation, ', web('cilexregulation.org.uk')],
          'solicitors and advocates in Scotland: the Scottish Legal Complaints Commission, which passes conduct complaints to the Law Society of Scotland or the Faculty of Advocates;',
          [
            'solicitors in Northern Ireland: the Law Society of Northern Ireland, ',
            web('lawsoc-ni.org', 'https://www.lawsoc-ni.org/'),
          ],
        ),
        p(
          'Please tell us too, at ',
          mail(),
          ", so that we can check the lawyer's verification again. Questions that are not complaints are welcome on the ",
          link('contact page', paths.contact),
          '.',
        ),
      ],
    },
  ],
};
