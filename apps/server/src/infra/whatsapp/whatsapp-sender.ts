import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A template message: WhatsApp only lets a business start a conversation with a template Meta has approved. */
export interface WhatsAppTemplateMessage {
  /** The recipient in international form without "+": 91 and the 10-digit mobile. */
  to: string;
  template: string;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: readonly string[];
  /** Payloads of the template's quick-reply buttons, in order; they come back on the webhook when pressed. */
  buttons: readonly string[];
}

export interface WhatsAppSender {
  readonly kind: 'cloud-api' | 'outbox';
  /** Resolves with the provider's message id; rejects with WhatsAppSendError carrying the provider's message. */
  send(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}

export class WhatsAppSendError extends Error {}

const TEMPLATE_LANGUAGE = 'en';

/** The Cloud API's request body for a template message (POST /{phone-number-id}/messages). */
export function cloudApiTemplateBody(message: WhatsAppTemplateMessage): Record<string, unknown> {
  const components: Array<Record<string, unknown>> = [];
  if (message.parameters.length > 0) {
    components.push({ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) });
  }
  message.buttons.forEach((payload, index) =>
    components.push({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] }),
  );
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: { name: message.template, language: { code: TEMPLATE_LANGUAGE }, components },
  };
}

const sentAnswerSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const errorAnswerSchema = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

/** Meta's WhatsApp Business Cloud API; `apiUrl` is configurable so tests talk to a local fake. */
export function cloudApiSender(options: {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}): WhatsAppSender {
  const url = `${options.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: 'cloud-api',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(cloudApiTemplateBody(message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new WhatsAppSendError(`WhatsApp could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const failure = errorAnswerSchema.safeParse(answer);
        throw new WhatsAppSendError(failure.success ? `WhatsApp: ${failure.data.error.message}` : `WhatsApp answered ${response.status}`);
      }
      const sent = sentAnswerSchema.safeParse(answer);
      if (!sent.success) throw new WhatsAppSendError('WhatsApp answered without a message id');
      return { messageId: sent.data.messages[0]!.id };
    },
  };
}

/** Without WhatsApp credentials: each message is written as JSON to DATA_DIR/outbox/whatsapp, so the demo shows them. */
export function outboxSender(outboxDir: string): WhatsAppSender {
  return {
    kind: 'outbox',
    async send(message) {
      const messageId = `outbox.${randomUUID()}`;
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.slice(7, 15)}.json`);
      await writeFile(file, `${JSON.stringify({ messageId, ...cloudApiTemplateBody(message) }, null, 2)}\n`);
      return { messageId };
    },
  };
}

/** Meta signs each webhook delivery: X-Hub-Signature-256 = "sha256=" + HMAC-SHA256 of the raw body with the app secret. */
export function isValidWebhookSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An Indian mobile as stored on addresses (10 digits) in WhatsApp's form: 91XXXXXXXXXX. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
