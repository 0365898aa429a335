import { z } from 'zod';
import {
  createCampaignRequestSchema,
  previewTemplateRequestSchema,
  templateTypeSchema,
  type CreateCampaignRequest,
  type TemplateType,
} from '@aurelle/contract';
import type { CampaignUser } from '../api/use-campaign-users';

/** What the compose form holds: every template's fields side by side, so switching type keeps what was typed. */
export interface CampaignDraft {
  templateType: TemplateType | '';
  subject: string;
  targetAudience: 'all' | 'selected';
  selectedUsers: CampaignUser[];
  /** The custom template's body. */
  content: string;
  welcome: { welcomeMessage: string; userName: string };
  /** `couponCode`: a code from the Promotions page, or NO_COUPON_CODE. */
  promotion: { promotionTitle: string; productName: string; discount: string; endDate: string; couponCode: string };
  newsletter: { title: string; content: string; imageUrl: string };
}

export type TemplateSection = 'welcome' | 'promotion' | 'newsletter';

export const emptyDraft: CampaignDraft = {
  templateType: '',
  subject: '',
  targetAudience: 'all',
  selectedUsers: [],
  content: '',
  welcome: { welcomeMessage: '', userName: '' },
  promotion: { promotionTitle: '', productName: '', discount: '', endDate: '', couponCode: '' },
  newsletter: { title: '', content: '', imageUrl: '' },
};

export const templateTypeLabels: Record<TemplateType, string> = {
  welcome: 'Welcome',
  promotion: 'Promotion',
  newsletter: 'Newsletter',
  custom: 'Custom',
};

/** The select's value for a promotion without a code (a select item cannot be empty). */
export const NO_COUPON_CODE = 'none';

/** Field errors keyed like the form: 'subject', 'content', 'welcome.userName', 'selectedUsers'… */
export type DraftErrors = Partial<Record<string, string>>;

function templateData(draft: CampaignDraft): Record<string, unknown> {
  switch (draft.templateType) {
    case 'welcome':
      return { ...draft.welcome };
    case 'promotion':
      return { ...draft.promotion, couponCode: draft.promotion.couponCode === NO_COUPON_CODE ? '' : draft.promotion.couponCode };
    case 'newsletter':
      return { ...draft.newsletter };
    default:
      return {};
  }
}

/** The body of POST add: only the chosen template's fields travel. */
function toRequestBody(draft: CampaignDraft) {
  return {
    subject: draft.subject,
    content: draft.templateType === 'custom' ? draft.content : '',
    // An empty choice goes as-is so the contract answers 'Template type is required'.
    templateType: draft.templateType,
    templateData: templateData(draft),
    targetAudience: draft.targetAudience,
    selectedUsers: draft.targetAudience === 'selected' ? draft.selectedUsers.map((user) => user._id) : [],
  };
}

/** Turns a contract issue path (['templateData', 'discount']) into the form's field key ('promotion.discount'). */
export function fieldKey(path: ReadonlyArray<PropertyKey>, templateType: CampaignDraft['templateType']): string {
  const [head, ...rest] = path.map(String);
  if (head === 'templateData' && templateType && templateType !== 'custom') return [templateType, ...rest].join('.');
  return head ?? 'form';
}

function collect(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, type: CampaignDraft['templateType']) {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path, type);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The campaign rules, straight from the contract the server applies. */
export function validateDraft(
  draft: CampaignDraft,
): { request: CreateCampaignRequest; errors: null } | { request: null; errors: DraftErrors } {
  const result = createCampaignRequestSchema.safeParse(toRequestBody(draft));
  return result.success
    ? { request: result.data, errors: null }
    : { request: null, errors: collect(result.error.issues, draft.templateType) };
}

export type PreviewRequest = { templateType: Exclude<TemplateType, 'custom'>; templateData: Record<string, unknown> };

/** What the Preview tab can show: the request to render, or why it cannot. */
export function previewState(
  draft: CampaignDraft,
): { kind: 'no-type' } | { kind: 'custom' } | { kind: 'incomplete'; errors: DraftErrors } | { kind: 'ready'; request: PreviewRequest } {
  const type = templateTypeSchema.safeParse(draft.templateType);
  if (!type.success) return { kind: 'no-type' };
  if (type.data === 'custom') return { kind: 'custom' };
  const request = { templateType: type.data, templateData: templateData(draft) };
  const result = previewTemplateRequestSchema.safeParse(request);
  if (!result.success) return { kind: 'incomplete', errors: collect(result.error.issues, type.data) };
  return { kind: 'ready', request };
}

/**
 * The compose form's schema: the draft checked by `validateDraft`, each message on the form's own key
 * ('promotion.discount'), the request to send as output.
 */
export const campaignDraftSchema = z.custom<CampaignDraft>().transform((draft, ctx) => {
  const result = validateDraft(draft);
  if (result.request) return result.request;
  for (const [key, message] of Object.entries(result.errors)) {
    if (message) ctx.addIssue({ code: 'custom', message, path: key.split('.') });
  }
  return z.NEVER;
});

/** The form field a server error's path stands for ('templateData.discount' → 'promotion.discount'). */
export function draftFieldName(serverPath: string, type: CampaignDraft['templateType']): string {
  return fieldKey(serverPath.split('.'), type);
}
