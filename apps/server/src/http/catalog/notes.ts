import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addNote } from '../../domain/catalog/notes/add-note.ts';
import { listNotes } from '../../domain/catalog/notes/list-notes.ts';
import { route } from '../define-route.ts';
import { requireAdmin } from '../guards.ts';
import { createdId } from '../audited-write.ts';

/** The vocabulary of notes: read by the shop's filters and the admin form, grown by admins. */
export async function noteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.listNotes, {}, async () => ({ success: true, data: await listNotes(ctx.db) }));

  route(
    app,
    catalogEndpoints.addNote,
    { audit: { entity: 'note', verb: 'create', entityId: createdId('data') }, onRequest: requireAdmin(ctx) },
    async (request, reply) => {
      const note = await addNote(ctx.db, request.body.name);
      return reply.status(201).send({ success: true, message: `${note.name} was added to the notes`, data: note });
    },
  );
}
