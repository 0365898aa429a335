/**
 * Just enough MIME to read what nodemailer writes (tests only): unfolded headers with encoded words
 * decoded, and the text/plain and text/html parts decoded from quoted-printable, base64 or 7bit.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index] ?? '';
    const hex = input.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHead(chunk.replace(/^\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), content: decodeBody(partBody, partHeaders.get('content-transfer-encoding')) });
  };
  collect(headers, body);
  return {
    headers,
    subject: headers.get('subject') ?? '',
    to: headers.get('to') ?? '',
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  };
}
