import { escapeHtml } from '../mailer.ts';

/** Building blocks shared by the back-office e-mails. Every function escapes what it is given. */

export const mailColors = { ink: '#1b1a17', ivory: '#f7f3ec', gold: '#b08d57', stone: '#6b645a', line: '#e8e0d2' } as const;

const serif = "Georgia,'Times New Roman',serif";

/** Plain text (several lines, blank lines between paragraphs) as escaped <p> and <br>: never raw HTML. */
export function textToHtml(text: string, style = 'margin:0 0 16px'): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="${style}">${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

/** Text for a plain-text alternative: line endings normalised, surrounding blank space removed. */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export function eyebrow(text: string): string {
  return `<p style="margin:0 0 8px;font-size:11px;letter-spacing:4px;text-transform:uppercase;color:${mailColors.gold}">${escapeHtml(text)}</p>`;
}

export function heading(text: string): string {
  return `<h1 style="margin:0 0 24px;font-family:${serif};font-weight:normal;font-size:30px;line-height:1.25;color:${mailColors.ink}">${escapeHtml(text)}</h1>`;
}

/** A call-to-action button; the URL is ours (APP_URL based) but is escaped all the same. */
export function button(label: string, url: string): string {
  return `<p style="text-align:center;margin:32px 0 8px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${mailColors.ink};color:${mailColors.ivory};padding:14px 32px;text-decoration:none;letter-spacing:3px;text-transform:uppercase;font-size:12px">${escapeHtml(label)}</a></p>`;
}

export function signOff(shopName: string): string {
  return `<p style="margin:32px 0 0">With warm regards,<br><span style="font-family:${serif};font-size:17px">The ${escapeHtml(shopName)} House</span></p>`;
}

/** Hidden text that mail clients show next to the subject in the inbox list. */
export function preheader(text: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${escapeHtml(text)}</div>`;
}

/** The URL when it is an absolute http(s) URL, otherwise undefined (javascript:, data:, relative…). */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Subject lines are headers: line breaks would split them, so they become spaces. */
export function subjectLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
