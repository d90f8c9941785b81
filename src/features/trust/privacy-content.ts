// The privacy notice (docs/decisions/0100-trust-pages.md): who decides, what is kept and why
// (privacy-kept-content.ts), the rights UK GDPR gives, and how to use them: the download and
// the deletion on the account page (docs/decisions/0102-your-data.md), the rest by writing in.
import { paths } from '@/lib/paths';
import { KEPT_DATA } from '@/features/trust/privacy-kept-content';
import {
  DEMO_ADDRESS_NOTE,
  link,
  list,
  mail,
  p,
  web,
  type TrustPageContent,
} from '@/features/trust/trust-content';

export const PRIVACY: TrustPageContent = {
  title: 'Privacy notice',
  intro:
    'What LawMatch keeps about you, why, and for how long, and what you can ask of us. It describes what the service actually does.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          'LawMatch is the controller of the personal data in this notice: we decide why and how it is used. Write to us about anything here at ',
          mail(),
          '.',
        ),
        p(DEMO_ADDRESS_NOTE),
        p(
          "A lawyer you find through LawMatch is independent of us. What you tell them, and the records they keep of your matter, are their firm's responsibility, under its own privacy notice.",
        ),
      ],
    },
    {
      id: 'what-we-keep',
      title: 'What we keep, why and for how long',
      blocks: [
        p(
          'We do not sell your data, and we show no advertising. LawMatch sets no cookies and uses no analytics or advertising trackers; your browser keeps your sign-in in its own storage until you log out.',
        ),
      ],
      subsections: KEPT_DATA,
    },
    {
      id: 'who-else',
      title: 'Who else sees it',
      blocks: [
        list(
          'Clients and lawyers see what the service shows them, as described above.',
          "Our administrators see lawyers' verification requests and documents, to decide them.",
          'A conversation is read by nobody but you and the lawyer: not by our administrators either.',
          'The companies that host the service, and where it uses them its file storage and mail server, hold the data for us, on our instructions only.',
          'Nobody else, unless the law requires it.',
        ),
      ],
    },
    {
      id: 'legal-basis',
      title: 'Our legal basis',
      blocks: [
        list(
          'To give you the service you signed up for (a contract with you): your account, profile, cases, conversations, consultations, notifications and reviews.',
          "What is written in a conversation about someone's health, family or a criminal matter, we carry only between the client and the lawyer, for the client to get legal advice: for establishing, exercising or defending legal claims.",
          "In our legitimate interests, and those of clients: checking lawyers' identity and registration, limiting sign-in attempts, logs and backups.",
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Under the UK GDPR you can ask us:'),
        list(
          'for a copy of the personal data we hold about you (access);',
          'to correct what is wrong or incomplete (rectification);',
          'to delete it (erasure);',
          'for the data you gave us in a machine-readable form, to take elsewhere (portability);',
          'to use it only in limited ways while a question about it is settled (restriction);',
          'to stop using it where we rely on our legitimate interests, unless we have strong reasons to go on (objection).',
        ),
        p('Write to ', mail(), '. We answer within one month, and it costs nothing.'),
        p(
          "You can also complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ",
          web('ico.org.uk'),
          '. We would like the chance to put things right first, so please tell us too.',
        ),
      ],
    },
    {
      id: 'download-or-delete',
      title: 'Downloading your data or deleting your account',
      blocks: [
        p(
          'Signed in, open ',
          link('Your account', paths.account),
          " (in the header of your dashboard). \"Download your data\" saves a file (JSON) of everything we keep about you: your account, profile, booking settings, cases, conversations (your messages and the other side's, with the names and sizes of the files), consultations, reviews, reports, notifications, sign-in sessions, the e-mails we wrote to you and the links they carried, and whether you have a calendar feed; your documents are listed, and we send copies of the files on request. It never holds your password hash, the links themselves or your calendar feed's address. Of anyone else it holds only what the service showed you: for a consultation, the other person's name as you saw it, and the meeting link, office address or phone number once you could see them; never their e-mail address.",
        ),
        p(
          "\"Delete your account\" asks for your password and then deletes at once: your name, e-mail address, password, sign-in sessions, calendar feed, notifications, the e-mails we wrote to you and their links, the reports you made, the text and files of your messages (the other side sees 'Message deleted') and, for a lawyer, the documents, photo, booking settings and public profile. Your open cases are closed, and consultations that have not ended are cancelled, with the other person told. What others rely on stays without your name: past consultations for the other person's records, the reviews you wrote (shown as from a former client, as the law on reviews asks us to keep genuine reviews), and a lawyer's replies on clients' cases under the public name. The same e-mail address can then open a new account.",
        ),
        p(
          'Where the service you use cannot do this online, write to ',
          mail(),
          ' from the e-mail address of your account, saying "Download my data" or "Delete my account". We answer within one month. Copies in backups go when those backups are deleted.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      blocks: [
        p(
          'When this notice changes, the date at the top changes with it. How to complain about LawMatch itself is on the ',
          link('complaints page', paths.complaints),
          '.',
        ),
      ],
    },
  ],
};
