// The e-mail of one notification: its text and an absolute link to the page it names, in plain
// text (docs/decisions/0092-notification-bell-and-mail.md).
import type { OutgoingMail } from './mailer.ts';

const SUBJECT_MAX = 120;

/** The page's address on the SPA's public site; none for a link that is not a path of the SPA. */
function absoluteLink(webUrl: string, link: string | null): string | null {
  if (link === null || !link.startsWith('/') || link.startsWith('//')) return null;
  return `${webUrl.replace(/\/+$/, '')}${link}`;
}

export function notificationMail(
  notification: { email: string; text: string; link: string | null },
  webUrl: string,
): OutgoingMail {
  const line = notification.text.replace(/\s+/g, ' ').trim();
  const subject = line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
  const href = absoluteLink(webUrl, notification.link);
  const text = [
    notification.text,
    ...(href ? [`Open it on LawMatch: ${href}`] : []),
    'You get this e-mail because it is on the notification bell of your LawMatch account.',
  ].join('\n\n');
  return { to: notification.email, subject, text: `${text}\n` };
}
