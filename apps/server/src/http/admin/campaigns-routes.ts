import type { FastifyInstance } from 'fastify';
import {
  CAMPAIGN_CREATED_MESSAGE,
  CAMPAIGN_DELETED_MESSAGE,
  CAMPAIGN_RESENDING_UNKNOWN_MESSAGE,
  CAMPAIGN_SENDING_MESSAGE,
  CAMPAIGN_UNSCHEDULED_MESSAGE,
  campaignEndpoints,
  campaignScheduledMessage,
  PREVIEW_UNAVAILABLE_MESSAGE,
} from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { createCampaign } from '../../domain/campaigns/create-campaign.ts';
import { deleteCampaign } from '../../domain/campaigns/delete-campaign.ts';
import { findCampaignRecipients } from '../../domain/campaigns/find-campaign-recipients.ts';
import { listCampaigns } from '../../domain/campaigns/list-campaigns.ts';
import { previewCampaignTemplate } from '../../domain/campaigns/preview-campaign-template.ts';
import { resendUnknownDeliveries } from '../../domain/campaigns/resend-unknown-deliveries.ts';
import { scheduleCampaign } from '../../domain/campaigns/schedule-campaign.ts';
import { unscheduleCampaign } from '../../domain/campaigns/unschedule-campaign.ts';
import { startCampaignSend } from '../../domain/campaigns/start-campaign-send.ts';
import { badRequest } from '../../domain/errors.ts';
import { route } from '../define-route.ts';
import { currentUser } from '../guards.ts';
import { createdId } from '../audited-write.ts';

/** E-mail campaigns (delivery: docs/decisions/004-campaign-delivery-at-most-once.md). Mounted inside the admin scope. */
export async function adminCampaignsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, campaignEndpoints.listCampaigns, async () => {
    const data = await listCampaigns(ctx.db);
    return { success: true, data };
  });

  route(
    app,
    campaignEndpoints.createCampaign,
    { audit: { entity: 'campaign', verb: 'create', entityId: createdId('data') } },
    async (request, reply) => {
      const data = await createCampaign(ctx.db, request.body, currentUser(request).id);
      return reply.status(201).send({ success: true, message: CAMPAIGN_CREATED_MESSAGE, data });
    },
  );

  route(app, campaignEndpoints.previewTemplate, { audit: null }, async (request) => {
    const { templateType, templateData } = request.body;
    if (templateType === 'custom') throw badRequest(PREVIEW_UNAVAILABLE_MESSAGE);
    const data = previewCampaignTemplate({ shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL }, { templateType, templateData });
    return { success: true, data };
  });

  // 202: the campaign is queued and answers in 'sending'; the job delivers it in the background.
  route(app, campaignEndpoints.sendCampaign, { audit: { entity: 'campaign', verb: 'send' } }, async (request, reply) => {
    const data = await startCampaignSend(ctx.db, request.params.id);
    return reply.status(202).send({ success: true, message: CAMPAIGN_SENDING_MESSAGE, data });
  });

  // The campaign starts by itself at the time chosen (a durable job), unless cancelled or moved before.
  route(app, campaignEndpoints.scheduleCampaign, { audit: { entity: 'campaign', verb: 'schedule' } }, async (request) => {
    const data = await scheduleCampaign(ctx.db, {
      campaignId: request.params.id,
      scheduledAt: request.body.scheduledAt,
      minLeadSeconds: ctx.config.CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS,
    });
    return { success: true, message: campaignScheduledMessage(request.body.scheduledAt), data };
  });

  route(app, campaignEndpoints.unscheduleCampaign, { audit: { entity: 'campaign', verb: 'unschedule' } }, async (request) => {
    const data = await unscheduleCampaign(ctx.db, request.params.id);
    return { success: true, message: CAMPAIGN_UNSCHEDULED_MESSAGE, data };
  });

  // 202 like send: the unknown recipients are queued again and the job mails them in the background.
  route(app, campaignEndpoints.resendUnknown, { audit: { entity: 'campaign', verb: 'resend-unknown' } }, async (request, reply) => {
    const { campaign, requeuedCount } = await resendUnknownDeliveries(ctx.db, request.params.id);
    return reply.status(202).send({ success: true, message: CAMPAIGN_RESENDING_UNKNOWN_MESSAGE, data: campaign, requeuedCount });
  });

  route(app, campaignEndpoints.deleteCampaign, { audit: { entity: 'campaign', verb: 'delete' } }, async (request) => {
    await deleteCampaign(ctx.db, request.params.id);
    return { success: true, message: CAMPAIGN_DELETED_MESSAGE };
  });

  route(app, campaignEndpoints.findCampaignUsers, { audit: null }, async (request) => {
    const data = await findCampaignRecipients(ctx.db, request.body?.searchTerm ?? '');
    return { success: true, data };
  });
}
