import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_CREATED_MESSAGE,
  CAMPAIGN_DELETED_MESSAGE,
  CAMPAIGN_RESENDING_UNKNOWN_MESSAGE,
  CAMPAIGN_SENDING_MESSAGE,
  createCampaignRequestSchema,
  getCampaignUsersRequestSchema,
  idParamSchema,
  PREVIEW_UNAVAILABLE_MESSAGE,
  previewTemplateRequestSchema,
  type campaignListResponseSchema,
  type campaignResponseSchema,
  type campaignUsersResponseSchema,
  type deleteCampaignResponseSchema,
  type previewTemplateResponseSchema,
  type ResendUnknownResponse,
} from '@aurelle/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createCampaign } from '../../domain/campaigns/create-campaign.ts';
import { deleteCampaign } from '../../domain/campaigns/delete-campaign.ts';
import { findCampaignRecipients } from '../../domain/campaigns/find-campaign-recipients.ts';
import { listCampaigns } from '../../domain/campaigns/list-campaigns.ts';
import { previewCampaignTemplate } from '../../domain/campaigns/preview-campaign-template.ts';
import { resendUnknownDeliveries } from '../../domain/campaigns/resend-unknown-deliveries.ts';
import { startCampaignSend } from '../../domain/campaigns/start-campaign-send.ts';
import { badRequest } from '../../domain/errors.ts';
import { currentUser } from '../guards.ts';

type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** E-mail campaigns (delivery: docs/decisions/004-campaign-delivery-at-most-once.md). Mounted inside the admin scope. */
export async function adminCampaignsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/admin/email-campaigns';

  api.get(`${base}/get`, async () => {
    const data = await listCampaigns(ctx.db);
    return { success: true, data } satisfies z.infer<typeof campaignListResponseSchema>;
  });

  api.post(`${base}/add`, { schema: { body: createCampaignRequestSchema } }, async (request, reply) => {
    const data = await createCampaign(ctx.db, request.body, currentUser(request).id);
    return reply.status(201).send({ success: true, message: CAMPAIGN_CREATED_MESSAGE, data } satisfies CampaignResponse);
  });

  api.post(`${base}/preview-template`, { schema: { body: previewTemplateRequestSchema } }, async (request) => {
    const { templateType, templateData } = request.body;
    if (templateType === 'custom') throw badRequest(PREVIEW_UNAVAILABLE_MESSAGE);
    const data = previewCampaignTemplate({ shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL }, { templateType, templateData });
    return { success: true, data } satisfies z.infer<typeof previewTemplateResponseSchema>;
  });

  // 202: the campaign is queued and answers in 'sending'; the job delivers it in the background.
  api.post(`${base}/send/:id`, { schema: { params: idParamSchema } }, async (request, reply) => {
    const data = await startCampaignSend(ctx.db, request.params.id);
    return reply.status(202).send({ success: true, message: CAMPAIGN_SENDING_MESSAGE, data } satisfies CampaignResponse);
  });

  // 202 like send: the unknown recipients are queued again and the job mails them in the background.
  api.post(`${base}/resend-unknown/:id`, { schema: { params: idParamSchema } }, async (request, reply) => {
    const { campaign, requeuedCount } = await resendUnknownDeliveries(ctx.db, request.params.id);
    return reply
      .status(202)
      .send({ success: true, message: CAMPAIGN_RESENDING_UNKNOWN_MESSAGE, data: campaign, requeuedCount } satisfies ResendUnknownResponse);
  });

  api.post(`${base}/delete/:id`, { schema: { params: idParamSchema } }, async (request) => {
    await deleteCampaign(ctx.db, request.params.id);
    return { success: true, message: CAMPAIGN_DELETED_MESSAGE } satisfies z.infer<typeof deleteCampaignResponseSchema>;
  });

  api.post(`${base}/get-users`, { schema: { body: getCampaignUsersRequestSchema.nullish() } }, async (request) => {
    const data = await findCampaignRecipients(ctx.db, request.body?.searchTerm ?? '');
    return { success: true, data } satisfies z.infer<typeof campaignUsersResponseSchema>;
  });
}
