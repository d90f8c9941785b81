// What sends one plain-text e-mail, and what a failed send means
// (docs/decisions/0092-notification-bell-and-mail.md): SMTP (smtp.ts) or, in a demo without it,
// the log (log-mailer.ts).

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** an iTIP message for the recipient's calendar (docs/decisions/0130-invitations-and-reminders.md) */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** How a failed send is treated: the whole server or this one message. */
export interface SendFailure {
  message: string;
  /** refused for good (a 5xx answer to this message): sending it again gets the same answer */
  permanent: boolean;
  /** the connection, TLS or sign-in failed: the rest of a batch would fail the same way */
  serverDown: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

/** What a send's error means for the next attempt. */
export function sendFailure(error: unknown): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
    responseCode?: unknown;
    permanent?: unknown;
  };
  const message = (typeof e.message === 'string' && e.message ? e.message : String(error)).slice(0, 500);
  const aboutMessage = typeof e.code === 'string' && MESSAGE_CODES.has(e.code);
  const permanent =
    aboutMessage &&
    (e.permanent === true ||
      (typeof e.responseCode === 'number' &&
        e.responseCode >= 500 &&
        e.responseCode < 600 &&
        e.responseCode !== 503));
  return { message, permanent, serverDown: !aboutMessage };
}
