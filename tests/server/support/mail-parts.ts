// The leaf parts of a MIME message as the SMTP sink received it (support/smtp-sink.ts), for the
// calendar invitations' tests: each part's content type (with its parameters), disposition and
// decoded text; multipart bodies are followed to their leaves.
interface MailPart {
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
  disposition: string;
  text: string;
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decoded(encoding: string, body: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return Buffer.from(body, 'latin1').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function mailParts(raw: string): MailPart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      {
        contentType,
        disposition: headers.get('content-disposition') ?? '',
        text: decoded((headers.get('content-transfer-encoding') ?? '7bit').toLowerCase(), body).replace(
          /\r\n/g,
          '\n',
        ),
      },
    ];
  }
  const pieces = body.split(`--${boundary}`).slice(1);
  return (
    pieces
      .filter((piece) => !piece.startsWith('--'))
      // the line break before a boundary belongs to the boundary
      .flatMap((piece) => mailParts(piece.replace(/^\r\n/, '').replace(/\r\n$/, '')))
  );
}
