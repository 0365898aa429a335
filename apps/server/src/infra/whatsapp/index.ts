import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { cloudApiSender, outboxSender, type WhatsAppSender } from './whatsapp-sender.ts';

/** The Cloud API when its number id and token are set; otherwise the outbox folder. */
export function createWhatsAppSender(
  config: Pick<AppConfig, 'DATA_DIR' | 'WHATSAPP_API_URL' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_ACCESS_TOKEN'>,
): WhatsAppSender {
  if (config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN) {
    return cloudApiSender({
      apiUrl: config.WHATSAPP_API_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: config.WHATSAPP_ACCESS_TOKEN,
    });
  }
  return outboxSender(path.join(config.DATA_DIR, 'outbox', 'whatsapp'));
}
