// What the service keeps, why and for how long: each line is what the code does today, and
// docs/decisions/0100-trust-pages.md names the code or record each comes from. Nothing here
// may promise a deletion the code does not make.
import { paths } from '@/lib/paths';
import { facts, link, p, type TrustSubsection } from '@/features/trust/trust-content';

const kept = (title: string, what: string, why: string, howLong: string): TrustSubsection => ({
  title,
  blocks: [facts(['What', what], ['Why', why], ['How long', howLong])],
});

export const KEPT_DATA: readonly TrustSubsection[] = [
  kept(
    'Your account',
    'Your name, e-mail address and role (client or lawyer), when you confirmed the address, and a hash of your password: never the password itself. A record of each sign-in session: when it started, when it was last renewed, and when and why it ended. The e-mails we send you about your account (a link to confirm your address, to choose a new password or to confirm a new address, and a note when your password or address changes), and of each link its purpose, when it expires and whether it was used: the link itself only as a fingerprint (hash).',
    'To let you sign in, to reach you at an address you have confirmed, and to give you the service you signed up for.',
    'While your account exists: deleting it removes your name, e-mail address, password hash, sessions, e-mails and links at once, and only an empty record with its number stays, so that past consultations and reviews still hold together. A sign-in session ends 7 days after it was last used, when you log out, or when your password is changed or reset; the record of an expired session is deleted the next time the service starts. Each e-mail is deleted a week after it was written, sent or not; a link works once, for the time its e-mail says, and its record is deleted a day after it expires.',
  ),
  kept(
    "A lawyer's profile",
    'Full name, area of law, town or city, years of experience, regulator and registration number, education, biography, fees, photo, and booking settings (weekly hours, types of consultation, meeting link, office address, whether you are available).',
    "To match clients with lawyers and to show a verified lawyer's profile, which anyone can see: the documents below are never part of it.",
    "While the account exists. Deleting it ends the public profile and removes the photo, booking settings, registration number, education, biography and first-consultation fee; the name, area, place, experience and hourly rate stay with the replies sent to clients' cases.",
  ),
  kept(
    "A lawyer's verification documents",
    'A government ID, a law degree and a practising certificate, and the history of each verification: what was sent, what was decided, by whom and when.',
    'To check that a lawyer is who they say and is registered with their regulator. Only our administrators see the documents.',
    'The government ID is deleted 30 days after the request it came with is decided, approved or rejected; while a request is open or waiting for information, it stays, and the history records when it went. The degree and the practising certificate stay while the lawyer is listed, since the verification rests on them; the yearly re-check replaces the certificate. The history stays while the account exists; deleting the account removes the documents and the open request at once, and the history stays as the record of what was decided.',
  ),
  kept(
    'Cases and responses',
    "A case's title, description, place, area of law and urgency, and whether it is open or closed; each lawyer's response (a message and any fee); the cases a lawyer has hidden from their list.",
    'To find lawyers for your case and let them answer. Our own software on our servers suggests the area of law; your case is not sent to another company for it. A lawyer who gets your case as a lead sees your first name only, and your full name and e-mail address once you have a confirmed consultation with them.',
    "While your account exists, closed cases too: you and the lawyers who answered can still read them. Deleting your account closes your open cases; they stay, closed, with the responses, and a lawyer's responses stay on clients' cases when the lawyer deletes theirs.",
  ),
  // docs/conversations.md, docs/decisions/0122-conversation-screens.md
  kept(
    'Conversations',
    "The messages a client and a lawyer write to each other about the client's case, and the files they send (PDF, PNG, JPEG or Word documents): the text and contents, each file's name and size, when each message was sent and when the other side read it. What is written may be about someone's health, family or a criminal matter: special category and criminal offence data under the UK GDPR.",
    'To let the client and the lawyer talk the case over and share documents. Only the two of them can read their conversation: our administrators cannot, and the service has no way to show it to them. Files are never public: each is sent only to the two of them, signed in.',
    "While the client's and the lawyer's accounts both exist, closed cases too. When you delete your account, the text and files of your messages are deleted at once; the other person's thread then shows 'Message deleted' in their place, and keeps their own messages.",
  ),
  kept(
    'Consultations and calendar feeds',
    'Each consultation: the lawyer, the client, the case it is about if any, its type, time, status and fee, the meeting link, your phone number for a phone consultation, the office address for one in person, and any note or reason given. For a calendar feed, a fingerprint (hash) of its private address, and when it was made.',
    'To book, confirm, move and cancel consultations. The lawyer sees your phone number, and you the office address, only once the consultation is confirmed. Calendar files and feeds never contain the case, your note, a reason or a phone number.',
    "While your account exists. When either side deletes their account, consultations that have not ended are cancelled and the other person told, and all stay for the other person's records; the feed address goes. A new calendar feed address ends the old one at once.",
  ),
  kept(
    'Notifications and their e-mails',
    'Each notification: what happened, a link, when, and whether you have read it. For each one e-mailed to you: the address, what it said, when it was written and sent, how many tries it took and the last error.',
    'To tell you of a response, a new lead, a booking or a verification decision. An e-mail is sent only where the service has a mail server set up and you have confirmed your address; it carries the notification and its link, and nothing more than a day old is e-mailed.',
    'Notifications while your account exists. The record of each e-mail is deleted a week after it was written, sent or not. Deleting your account deletes both at once, those not yet e-mailed too.',
  ),
  {
    title: 'Reviews',
    blocks: [
      facts(
        [
          'What',
          "As reviews open: the star rating and text of a review of a completed consultation, and the lawyer's one reply. A review is kept, and shown, with the client's first name only and the month of the consultation.",
        ],
        [
          'Why',
          [`To help clients choose a lawyer, under the `, link('review policy', paths.reviewPolicy), '.'],
        ],
        [
          'How long',
          'While the account exists. A review removed under the review policy is hidden, with the reason, not deleted. A client who deletes their account leaves their reviews, shown as from a former client without a name; reports they made of reviews are deleted.',
        ],
      ),
    ],
  },
  kept(
    'Sign-in and registration limits',
    'For each failed sign-in, the e-mail address tried and the internet (IP) address it came from; for each registration, the IP address; for each password-reset e-mail asked for, the e-mail address asked about and the IP address; for each link e-mailed or change of name asked for, the account.',
    'To slow down password guessing, mass registration and floods of e-mail, in our legitimate interest in keeping accounts safe.',
    "Until the limit's window has passed, 15 minutes for sign-ins and an hour for registrations unless the service is set otherwise, and an hour for the rest; then they no longer count and are cleared out. Signing in with the right password clears the failures from that address at once.",
  ),
  kept(
    'Server logs',
    'For each request to the service: when, what was asked for, the answer, and the IP address it came from.',
    'To run the service and find faults.',
    'As long as the log system the service runs with keeps them.',
  ),
  {
    title: 'Backups',
    blocks: [
      facts(
        [
          'What',
          'Copies of the database and the stored documents, taken while the service runs: everything above, password hashes and identity documents included.',
        ],
        ['Why', 'To bring the service back after a failure.'],
        [
          'How long',
          'As long as each copy is kept: the service does not delete backups itself. What is deleted from the service stays in the backups taken before, until they are deleted.',
        ],
      ),
      p(
        "Backups are kept as private as the service's own data, and the signing secret of sign-in sessions is never in them.",
      ),
    ],
  },
];
