import { asc, sql } from 'drizzle-orm';
import type { FragranceNote } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { fragranceNotes } from '../../../db/schema/index.ts';

/** The vocabulary of notes, A to Z. */
export async function listNotes(db: DbOrTx): Promise<FragranceNote[]> {
  return db
    .select({ id: fragranceNotes.id, name: fragranceNotes.name })
    .from(fragranceNotes)
    .orderBy(asc(sql`lower(${fragranceNotes.name}) COLLATE "C"`));
}
