import type { AppContext } from '../../context.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB } from './campaign-send-job.ts';
import { createCampaignSendHandler } from './deliver-campaign.ts';
import { createCampaignStartHandler } from './start-scheduled-campaign.ts';

export function registerCampaignJobs(ctx: AppContext): void {
  ctx.jobHandlers[CAMPAIGN_SEND_JOB] = createCampaignSendHandler({
    db: ctx.db,
    mailer: ctx.mailer,
    shopName: ctx.config.SHOP_NAME,
    appUrl: ctx.config.APP_URL,
    secret: ctx.config.JWT_SECRET,
    log: ctx.log,
  });
  // A scheduled campaign's start at its time.
  ctx.jobHandlers[CAMPAIGN_START_JOB] = createCampaignStartHandler({ db: ctx.db, log: ctx.log });
}
