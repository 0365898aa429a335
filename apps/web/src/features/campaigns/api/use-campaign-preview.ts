import { skipToken, useQuery } from '@tanstack/react-query';
import { type TemplateType } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/**
 * POST /admin/email-campaigns/preview-template {templateType, templateData} → the HTML the server would send.
 * A query (not a mutation) so the same draft is not rendered twice; nothing is asked without a draft.
 */
export function useCampaignPreview(
  request: { templateType: Exclude<TemplateType, 'custom'>; templateData: Record<string, unknown> } | null,
) {
  return useQuery({
    queryKey: [...campaignsKey, 'preview', request],
    queryFn: request ? async ({ signal }) => (await call('previewTemplate', { body: request, signal })).data : skipToken,
    staleTime: 60_000,
    retry: false,
  });
}
