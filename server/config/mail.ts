// The SMTP settings of the notification e-mails (docs/decisions/0092-notification-bell-and-mail.md).
// Without SMTP_HOST no e-mail is sent and no mail code is loaded; the other SMTP_ settings are
// then refused, so that a half-made configuration is not mistaken for one that sends. settings.ts
// validates these together with the other settings. Nothing here loads the mail library.
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// a host name or an IP address, not a URL: 'smtp.example.com', '127.0.0.1', '::1'
const isHost = (value: string): boolean =>
  /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value) || /^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/.test(value);

const plainAddress = z.email();
const NAMED = /^\s*(?:"([^"\r\n]+)"|([^<>"\r\n@]+?))\s*<([^<>\s]+)>\s*$/;

/** 'no-reply@example.com', or a name and one: 'LawMatch <no-reply@example.com>'. */
function isFromAddress(value: string): boolean {
  const named = NAMED.exec(value);
  return plainAddress.safeParse(named ? named[3] : value.trim()).success;
}

export const mailEnvShape = {
  SMTP_HOST: z
    .string()
    .trim()
    .refine(isHost, 'must be a host name or IP address, such as smtp.example.com (no smtp:// and no port)')
    .optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: flag.optional(),
  SMTP_REQUIRE_TLS: flag.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z
    .string()
    .refine(isFromAddress, 'must be an e-mail address, or a name and one: LawMatch <no-reply@example.com>')
    .optional(),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  /** refuse to send unless STARTTLS succeeds */
  requireTls: boolean;
  auth?: { user: string; pass: string };
  /** the sender of every notification e-mail */
  from: string;
}

const ONLY_WITH_HOST = [
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_REQUIRE_TLS',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_FROM',
] as const;

/** The mail settings (null: no e-mail), or the problems found, each naming its variable. */
export function mailSettings(e: MailEnv): { mail: MailSettings | null } | { problems: string[] } {
  const problems: string[] = [];
  if (e.SMTP_HOST === undefined || e.SMTP_HOST === '') {
    for (const key of ONLY_WITH_HOST) if (e[key] !== undefined) problems.push(`${key}: only with SMTP_HOST`);
    return problems.length > 0 ? { problems } : { mail: null };
  }
  if (!e.SMTP_FROM) {
    problems.push(
      'SMTP_FROM: required with SMTP_HOST (the sender of the notification e-mails, such as LawMatch <no-reply@example.com>)',
    );
  }
  if (!e.SMTP_USER !== !e.SMTP_PASSWORD) {
    problems.push('SMTP_USER: give both SMTP_USER and SMTP_PASSWORD, or neither');
  }
  const secure = e.SMTP_SECURE ?? false;
  if (secure && e.SMTP_REQUIRE_TLS) {
    problems.push('SMTP_REQUIRE_TLS: only without SMTP_SECURE, which is TLS from the start');
  }
  if (problems.length > 0 || !e.SMTP_FROM) return { problems };
  return {
    mail: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      requireTls: e.SMTP_REQUIRE_TLS ?? false,
      ...(e.SMTP_USER && e.SMTP_PASSWORD ? { auth: { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } } : {}),
      from: e.SMTP_FROM.trim(),
    },
  };
}
