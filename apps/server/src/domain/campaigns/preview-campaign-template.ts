import type { TemplateType } from '@aurelle/contract';
import { renderCampaignMail } from '../../infra/mail/templates/campaign.ts';
import { badRequest } from '../errors.ts';

export interface PreviewCampaignTemplateInput {
  templateType: Exclude<TemplateType, 'custom'>;
  templateData: Record<string, unknown>;
}

/** The HTML a recipient would get, from the same renderer that sends (the unsubscribe link is inert). */
export function previewCampaignTemplate(deps: { shopName: string; appUrl: string }, input: PreviewCampaignTemplateInput): string {
  const subjects: Record<PreviewCampaignTemplateInput['templateType'], string> = {
    welcome: `Welcome to ${deps.shopName}`,
    promotion: 'An exclusive offer',
    newsletter: `The ${deps.shopName} journal`,
  };
  try {
    return renderCampaignMail({
      shopName: deps.shopName,
      appUrl: deps.appUrl,
      campaign: { subject: subjects[input.templateType], content: '', templateType: input.templateType, templateData: input.templateData },
      unsubscribeUrl: '#',
    }).html;
  } catch {
    throw badRequest('The template data is not valid');
  }
}
