import type { FastifyInstance } from 'fastify';
import { gstSummaryEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { gstSheetCsv } from '../../domain/gst/gst-sheet-csv.ts';
import { presentGstSummary } from '../../domain/gst/present-gst-summary.ts';
import { summarizeGstMonth } from '../../domain/gst/summarize-gst-month.ts';
import { route } from '../define-route.ts';

/** The accountant's month: the GST summary and its sheets as CSV. Mounted inside the admin scope. */
export async function adminGstRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, gstSummaryEndpoints.getGstSummary, async (request) => ({
    success: true,
    summary: presentGstSummary(await summarizeGstMonth(ctx.db, { month: request.query.month })),
  }));

  route(app, gstSummaryEndpoints.exportGstSheet, async (request, reply) => {
    const { month, sheet } = request.query;
    const csv = gstSheetCsv(await summarizeGstMonth(ctx.db, { month }), sheet);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${month}-${sheet}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
