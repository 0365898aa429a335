import { useQuery } from '@tanstack/react-query';
import type { previewTemplateResponseSchema, TemplateType } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

type PreviewTemplateResponse = z.output<typeof previewTemplateResponseSchema>;

/**
 * POST /admin/email-campaigns/preview-template {templateType, templateData} → the HTML the server would send.
 * A query (not a mutation) so the same draft is not rendered twice.
 */
export function useCampaignPreview(
  request: { templateType: Exclude<TemplateType, 'custom'>; templateData: Record<string, unknown> } | null,
) {
  return useQuery({
    queryKey: [...campaignsKey, 'preview', request],
    queryFn: async () => (await api.post<PreviewTemplateResponse>('/admin/email-campaigns/preview-template', request)).data,
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}
