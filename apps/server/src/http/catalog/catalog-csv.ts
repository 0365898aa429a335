import type { FastifyInstance } from 'fastify';
import { catalogEndpoints, CSV_MAX_BYTES } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { exportCatalog } from '../../domain/catalog/csv/export-catalog.ts';
import { importCatalog } from '../../domain/catalog/csv/import-catalog.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';
import { readMultipartFile } from '../read-multipart-file.ts';

export const CSV_FIELD = 'file';

/** The catalog as CSV for admins: download it, edit it, bring it back. */
export async function catalogCsvRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = requireAdmin(ctx);

  route(app, catalogEndpoints.exportCatalog, { onRequest }, async (_request, reply) => {
    const csv = await exportCatalog(ctx.db);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="aurelle-catalog-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(
    app,
    catalogEndpoints.importCatalog,
    {
      audit: { entity: 'catalog', verb: 'import', keepFromAnswer: ['productsCreated', 'productsUpdated', 'sizesWritten', 'notesAdded'] },
      onRequest,
      config: { formContentTypes: ['multipart/form-data'] },
    },
    async (request) => {
      const bytes = await readMultipartFile(request, {
        field: CSV_FIELD,
        what: 'the CSV file',
        maxBytes: CSV_MAX_BYTES,
        tooLargeMessage: `The CSV file must be at most ${CSV_MAX_BYTES / (1024 * 1024)} MB`,
        unreadableMessage: `The upload could not be read: send the CSV file as multipart/form-data in the field "${CSV_FIELD}"`,
      });
      const outcome = await importCatalog(ctx.db, bytes, {
        adminId: currentUser(request).id,
        addNewNotes: request.query.newNotes === 'add',
      });
      const notes = outcome.notesAdded.length > 0 ? `; added ${outcome.notesAdded.length} new notes: ${outcome.notesAdded.join(', ')}` : '';
      const message = `Imported ${outcome.productsCreated + outcome.productsUpdated} products (${outcome.productsCreated} new) and ${outcome.sizesWritten} sizes${notes}`;
      return { success: true, message, ...outcome };
    },
  );
}
