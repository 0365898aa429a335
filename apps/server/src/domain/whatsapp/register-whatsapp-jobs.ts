import type { AppContext } from '../../context.ts';
import { SEND_WHATSAPP_JOB } from './job-types.ts';
import { sendWhatsAppMessage } from './send-whatsapp-message.ts';

export function registerWhatsAppJobs(ctx: AppContext): void {
  const deps = { db: ctx.db, whatsapp: ctx.whatsapp, appUrl: ctx.config.APP_URL };
  ctx.jobHandlers[SEND_WHATSAPP_JOB] = async (payload, job) => {
    if (typeof payload.messageId !== 'string') throw new Error('Job payload has no messageId');
    await sendWhatsAppMessage(deps, payload.messageId, job);
  };
}
