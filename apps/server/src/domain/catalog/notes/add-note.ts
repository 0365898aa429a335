import type { FragranceNote } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { fragranceNotes } from '../../../db/schema/index.ts';
import { conflict } from '../../errors.ts';

export const noteExistsMessage = (name: string) => `${name} is already a note`;

/** Adds a note to the vocabulary; the name is already normalised by the contract ("pink pepper" → "Pink Pepper"). */
export async function addNote(db: DbOrTx, name: string): Promise<FragranceNote> {
  const [created] = await db
    .insert(fragranceNotes)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: fragranceNotes.id, name: fragranceNotes.name });
  if (!created) throw conflict(noteExistsMessage(name), { name: [noteExistsMessage(name)] });
  return created;
}
