import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent with the message (the tax invoice with the order confirmation). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log?: { info(obj: object, msg: string): void };
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log?.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

/** Escapes text for safe interpolation into HTML e-mails. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
