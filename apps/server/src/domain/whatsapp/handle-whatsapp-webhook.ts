import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, providerWebhookEvents, whatsappOptOuts } from '../../db/schema/index.ts';
import { isValidWebhookSignature, whatsappNumber } from '../../infra/whatsapp/whatsapp-sender.ts';
import { decideCodConfirmation } from '../cod-confirmation/decide-cod-confirmation.ts';
import { AppError, badRequest, unauthorized } from '../errors.ts';
import { COD_CANCEL_PAYLOAD, COD_CONFIRM_PAYLOAD } from './whatsapp-templates.ts';

export const INVALID_WHATSAPP_SIGNATURE_MESSAGE = 'Invalid WhatsApp signature';

/** The part of Meta's webhook envelope we read: incoming messages (text and button replies); statuses are ignored. */
const incomingMessageSchema = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string(), text: z.string().optional() }).optional(),
  interactive: z
    .object({ type: z.string(), button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional() })
    .optional(),
});
const webhookSchema = z.object({
  object: z.string().optional(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({ field: z.string().optional(), value: z.object({ messages: z.array(incomingMessageSchema).optional() }).passthrough() }),
      ),
    }),
  ),
});
type IncomingMessage = z.infer<typeof incomingMessageSchema>;

/** Replies that stop every message to the phone (WhatsApp's own opt-out wording), and the ones that start them again. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL']);
const START_WORDS = new Set(['START', 'SUBSCRIBE']);

export interface WhatsAppWebhookDeps {
  db: Db;
  appSecret: string | undefined;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Meta's deliveries: checked against X-Hub-Signature-256 before anything is read (a wrong one is a 401 and changes
 * nothing), each message handled once by its id (Meta retries a delivery it thinks failed). A COD button counts only
 * from the phone the order is for; STOP turns off every message to that phone.
 */
export async function handleWhatsAppWebhook(
  deps: WhatsAppWebhookDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<number> {
  if (!deps.appSecret || !isValidWebhookSignature(input.rawBody, input.signature, deps.appSecret)) {
    throw unauthorized(INVALID_WHATSAPP_SIGNATURE_MESSAGE);
  }
  let parsed: z.infer<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw badRequest('Expected a WhatsApp webhook body');
  }
  let handled = 0;
  for (const entry of parsed.entry)
    for (const change of entry.changes)
      for (const message of change.value.messages ?? []) {
        const [fresh] = await deps.db
          .insert(providerWebhookEvents)
          .values({ key: `whatsapp:${message.id}`, provider: 'whatsapp' })
          .onConflictDoNothing()
          .returning({ key: providerWebhookEvents.key });
        if (!fresh) continue;
        await handleMessage(deps, message);
        handled += 1;
      }
  return handled;
}

function replyPayload(message: IncomingMessage): string | undefined {
  return message.button?.payload ?? message.interactive?.button_reply?.id;
}

async function handleMessage(deps: WhatsAppWebhookDeps, message: IncomingMessage): Promise<void> {
  const phone = whatsappNumber(message.from);
  const word = message.text?.body.trim().toUpperCase();
  if (word && STOP_WORDS.has(word)) {
    await deps.db.insert(whatsappOptOuts).values({ phone }).onConflictDoNothing();
    return;
  }
  if (word && START_WORDS.has(word)) {
    await deps.db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.phone, phone));
    return;
  }
  const payload = replyPayload(message);
  const [action, orderId] = payload?.split(':') ?? [];
  if ((action !== COD_CONFIRM_PAYLOAD && action !== COD_CANCEL_PAYLOAD) || !orderId || !z.uuid().safeParse(orderId).success) return;
  const [order] = await deps.db.select({ address: orders.addressSnapshot }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || whatsappNumber(order.address.phoneNumber) !== phone) {
    deps.log.warn({ orderId }, 'WhatsApp COD reply from a phone the order is not for: ignored');
    return;
  }
  try {
    await decideCodConfirmation(deps.db, { orderId, decision: action === COD_CONFIRM_PAYLOAD ? 'confirm' : 'cancel', via: 'whatsapp' });
  } catch (error) {
    // Already cancelled or shipped: the shopper's tap changes nothing, and Meta must not retry the delivery.
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ orderId, reason: error.message }, 'WhatsApp COD reply refused');
  }
}
