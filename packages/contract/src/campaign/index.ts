import { z } from 'zod';
import { requiredText, uuidSchema } from '../common.ts';
import { templateTypeValues } from './template-types.ts';
import { couponCodeSchema } from '../promotions/index.ts';
import { campaignScheduleFailureSchema } from './schedule.ts';

export * from './template-types.ts';
export * from './schedule.ts';

export const templateTypeSchema = z.enum(templateTypeValues, { message: 'Template type is required' });
export type TemplateType = z.infer<typeof templateTypeSchema>;
export const targetAudienceSchema = z.enum(['all', 'selected'], { message: 'Target audience is required' });

export const welcomeDataSchema = z.object({
  welcomeMessage: requiredText('Welcome message', 2000),
  userName: requiredText('User name', 100),
});
export const PROMOTION_END_DATE_MESSAGE = 'End date must be a date such as 2026-12-31';
export const PROMOTION_ENDED_MESSAGE = 'The end date must not be in the past';

/** A real calendar day written YYYY-MM-DD (not 31 February). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

export const promotionDataSchema = z.object({
  promotionTitle: requiredText('Promotion title', 200),
  productName: requiredText('Product name', 200),
  discount: z.coerce
    .number({ message: 'Discount must be a number' })
    .int('Discount must be a whole number')
    .min(1, 'Discount must be between 1 and 100')
    .max(100, 'Discount must be between 1 and 100'),
  endDate: requiredText('End date', 40).refine(isCalendarDay, PROMOTION_END_DATE_MESSAGE),
  /** A code from the Promotions page: the e-mail shows it and its button opens the shop with it applied. */
  couponCode: z.union([z.literal(''), couponCodeSchema]).optional(),
});
export const newsletterDataSchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 20_000),
  // http(s) only: a javascript: or data: URL must never reach an <img> in a mail client.
  imageUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Image URL must be a valid http(s) URL' })]).optional(),
});
export const templateDataSchemas = {
  welcome: welcomeDataSchema,
  promotion: promotionDataSchema,
  newsletter: newsletterDataSchema,
  custom: z.object({}).passthrough(),
} as const;

export const createCampaignRequestSchema = z
  .object({
    subject: requiredText('Subject', 200),
    content: z.string().max(50_000).optional().default(''),
    templateType: templateTypeSchema,
    templateData: z.record(z.string(), z.unknown()).optional().default({}),
    targetAudience: targetAudienceSchema,
    selectedUsers: z
      .array(z.union([uuidSchema, z.object({ _id: uuidSchema }).passthrough()]))
      .max(10_000)
      .optional()
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.templateType === 'custom' && body.content.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'Content is required' });
    }
    if (body.templateType !== 'custom') {
      const result = templateDataSchemas[body.templateType].safeParse(body.templateData);
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: ['templateData', ...issue.path.map(String)], message: issue.message });
      }
    }
    if (body.targetAudience === 'selected' && body.selectedUsers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selectedUsers'], message: 'Select at least one user' });
    }
  });
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

export const previewTemplateRequestSchema = z
  .object({ templateType: templateTypeSchema, templateData: z.record(z.string(), z.unknown()).default({}) })
  .superRefine((body, ctx) => {
    if (body.templateType === 'custom') {
      ctx.addIssue({ code: 'custom', path: ['templateType'], message: 'Preview is not available for custom templates' });
      return;
    }
    const result = templateDataSchemas[body.templateType].safeParse(body.templateData);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: ['templateData', ...issue.path.map(String)], message: issue.message });
    }
  });

export const campaignStatusSchema = z.enum(['draft', 'scheduled', 'sending', 'sent']);
export const campaignSchema = z.object({
  _id: z.string(),
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  templateType: templateTypeSchema,
  templateData: z.record(z.string(), z.unknown()),
  targetAudience: targetAudienceSchema,
  selectedUsers: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  status: campaignStatusSchema,
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  /** Recipients dropped at send time because they were deactivated or unsubscribed meanwhile. */
  skippedCount: z.number().int().optional(),
  /** Recipients still waiting (pending, or being handed to the mail server right now). */
  pendingCount: z.number().int().optional(),
  /**
   * Recipients whose delivery is unknown: the server stopped while handing their message to the mail server.
   * Counted in neither sentCount nor failedCount, never re-sent automatically (POST resend-unknown/{id} does).
   */
  unknownCount: z.number().int().optional(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * When a 'scheduled' campaign starts (kept once it has started; null for one never scheduled or cancelled).
   * The server always sends it and scheduleFailure; optional for clients of the list before scheduling existed.
   */
  scheduledAt: z.string().nullable().optional(),
  /** A draft whose scheduled start was refused (nobody to send to, an ended promotion): why, until it is scheduled again. */
  scheduleFailure: campaignScheduleFailureSchema.nullable().optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListResponseSchema = z.object({ success: z.literal(true), data: z.array(campaignSchema) });
export const campaignResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: campaignSchema });
export const getCampaignUsersRequestSchema = z.object({ searchTerm: z.string().trim().max(100).optional().default('') });
export const campaignUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});
export const previewTemplateResponseSchema = z.object({ success: z.literal(true), data: z.string() });

export const CAMPAIGN_CREATED_MESSAGE = 'Campaign created successfully';
export const CAMPAIGN_SENDING_MESSAGE = 'Campaign is being sent';
export const CAMPAIGN_DELETED_MESSAGE = 'Campaign deleted successfully';
export const PREVIEW_UNAVAILABLE_MESSAGE = 'Preview is not available for custom templates';
export const GET_CAMPAIGN_USERS_LIMIT = 20;
/** POST delete/{id}: `{success, message}`. */
export const deleteCampaignResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST resend-unknown/{id} (no body): sends the campaign again, only to the recipients whose delivery is unknown.
 * 202 with the campaign back in 'sending'; 409 while it is still sending or when no recipient is unknown.
 */
export const resendUnknownResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: campaignSchema,
  /** How many unknown recipients were queued again. */
  requeuedCount: z.number().int(),
});
export type ResendUnknownResponse = z.infer<typeof resendUnknownResponseSchema>;
export const CAMPAIGN_RESENDING_UNKNOWN_MESSAGE = 'Sending again to the recipients whose delivery was unknown';
export const CAMPAIGN_NO_UNKNOWN_MESSAGE = 'No recipient of this campaign is unknown';
export const CAMPAIGN_RESEND_WHILE_SENDING_MESSAGE = 'Wait until the campaign has finished sending';

/** The unsubscribe link of campaign e-mails: its signed token is the credential. */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });
