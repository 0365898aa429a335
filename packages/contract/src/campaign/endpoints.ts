import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  campaignListResponseSchema,
  campaignResponseSchema,
  campaignUsersResponseSchema,
  createCampaignRequestSchema,
  deleteCampaignResponseSchema,
  getCampaignUsersRequestSchema,
  previewTemplateRequestSchema,
  previewTemplateResponseSchema,
  resendUnknownResponseSchema,
  scheduleCampaignRequestSchema,
  unsubscribeParamsSchema,
} from './index.ts';

/** E-mail campaigns (admin) and the public unsubscribe link of their e-mails. */
export const campaignEndpoints = {
  listCampaigns: defineEndpoint({
    method: 'GET',
    path: '/api/admin/email-campaigns/get',
    auth: 'admin',
    permission: 'campaigns',
    response: { 200: campaignListResponseSchema },
  }),
  createCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/add',
    auth: 'admin',
    permission: 'campaigns',
    body: createCampaignRequestSchema,
    response: { 201: campaignResponseSchema },
  }),
  previewTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/preview-template',
    auth: 'admin',
    permission: 'campaigns',
    body: previewTemplateRequestSchema,
    response: { 200: previewTemplateResponseSchema },
  }),
  /** 202: queued, answered in 'sending'; a job delivers it. A scheduled campaign is sent now instead (its schedule dropped). */
  sendCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/send/:id',
    auth: 'admin',
    permission: 'campaigns',
    params: idParamSchema,
    response: { 202: campaignResponseSchema },
  }),
  /**
   * A draft (or a scheduled campaign, to move it) starts by itself at `scheduledAt`, after the send checks
   * pass now and again then. 400 for a time too soon or too far, 409 for a campaign sending or sent or that cannot be sent.
   */
  scheduleCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/schedule/:id',
    auth: 'admin',
    permission: 'campaigns',
    params: idParamSchema,
    body: scheduleCampaignRequestSchema,
    response: { 200: campaignResponseSchema },
  }),
  /** Cancels the schedule: back to draft. 409 once it has started (or when it is not scheduled). No body. */
  unscheduleCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/unschedule/:id',
    auth: 'admin',
    permission: 'campaigns',
    params: idParamSchema,
    response: { 200: campaignResponseSchema },
  }),
  resendUnknown: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/resend-unknown/:id',
    auth: 'admin',
    permission: 'campaigns',
    params: idParamSchema,
    response: { 202: resendUnknownResponseSchema },
  }),
  deleteCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/delete/:id',
    auth: 'admin',
    permission: 'campaigns',
    params: idParamSchema,
    response: { 200: deleteCampaignResponseSchema },
  }),
  /** No body, or `{ searchTerm }`. */
  findCampaignUsers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-campaigns/get-users',
    auth: 'admin',
    permission: 'campaigns',
    body: getCampaignUsersRequestSchema.nullish(),
    response: { 200: campaignUsersResponseSchema },
  }),
  /** Shows a confirm button (link scanners that open every URL unsubscribe nobody); 400 for a link we did not issue. */
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/unsubscribe/:token',
    auth: 'public',
    params: unsubscribeParamsSchema,
    response: { 200: 'html', 400: 'html' },
  }),
  /** The page's button or a mail client's one-click (RFC 8058), form-encoded from anywhere. */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/unsubscribe/:token',
    auth: 'public',
    params: unsubscribeParamsSchema,
    body: 'form',
    response: { 200: 'html', 400: 'html' },
  }),
};
