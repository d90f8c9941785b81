// What an e-mail of the outbox says, in plain text (docs/decisions/0092-notification-bell-and-mail.md,
// docs/decisions/0112-one-mail-outbox.md): its text, an absolute link to the page it names, and why
// the person gets it.
import type { Mailbox } from '../rules/booking/calendar.ts';
import { calendarOf } from './invitation.ts';
import type { OutgoingMail } from './mailer.ts';
import type { Claimed, MailKind } from './outbox.ts';

const SUBJECT_MAX = 120;
/** the invitations' organizer when the sender is not known (a demo writing to its log) */
const DEFAULT_ORGANIZER: Mailbox = { name: 'LawMatch', email: 'no-reply@lawmatch.invalid' };

/** A subject from a line of text: one line, at most SUBJECT_MAX characters. */
function subjectOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

const LINK_WORDS: Record<MailKind, string> = {
  notification: 'Open it on LawMatch',
  verify_email: 'Confirm your address',
  reset_password: 'Choose a new password (the link works once, within 60 minutes)',
  change_email: 'Confirm your new address',
  address_in_use: 'Choose a new password for that account',
  address_changed: 'Contact LawMatch',
  password_changed: 'Choose a new password',
  invitation: 'Open your consultations on LawMatch',
};

const WHY: Record<MailKind, string> = {
  notification: 'You get this e-mail because it is on the notification bell of your LawMatch account.',
  verify_email:
    'You get this e-mail because this address was used to open a LawMatch account. If that was not you, ignore it: nothing happens without the link.',
  reset_password:
    'You get this e-mail because a new password was asked for with this address on LawMatch. If that was not you, ignore it: your password stays as it is.',
  change_email:
    'You get this e-mail because a LawMatch account asked to use this address. If that was not you, ignore it: nothing changes without the link.',
  address_in_use:
    'You get this e-mail because a LawMatch account asked to use this address. Nothing was changed, on either account.',
  address_changed: 'You get this e-mail because it was the sign-in address of a LawMatch account until now.',
  password_changed:
    'You get this e-mail because it is the sign-in address of the LawMatch account whose password changed.',
  invitation:
    'You get this e-mail because you changed a consultation on LawMatch: it brings the change to your calendar.',
};

/** The page's address on the SPA's public site; none for a link that is not a path of the SPA. */
function absoluteLink(webUrl: string, link: string | null): string | null {
  if (link === null || !link.startsWith('/') || link.startsWith('//')) return null;
  return `${webUrl.replace(/\/+$/, '')}${link}`;
}

export function mailOf(
  mail: Pick<Claimed, 'to' | 'kind' | 'subject' | 'text' | 'link'> & { calendar?: string | null },
  webUrl: string,
  organizer: Mailbox = DEFAULT_ORGANIZER,
  now: Date = new Date(),
): OutgoingMail {
  const href = absoluteLink(webUrl, mail.link);
  const text = [mail.text, ...(href ? [`${LINK_WORDS[mail.kind]}: ${href}`] : []), WHY[mail.kind]].join(
    '\n\n',
  );
  const calendar = calendarOf(mail.calendar ?? null, mail.to, organizer, now);
  return {
    to: mail.to,
    subject: subjectOf(mail.subject),
    text: `${text}\n`,
    ...(calendar ? { calendar } : {}),
  };
}
