import { inArray, sql } from 'drizzle-orm';
import { noteTierValues, type NotesPyramid, type ParsedProductInput } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { fragranceNotes } from '../../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

export const unknownNotesMessage = (names: string[]) =>
  `${names.length === 1 ? 'Unknown note' : 'Unknown notes'}: ${names.join(', ')}. Add ${names.length === 1 ? 'it' : 'them'} to the notes first`;

/**
 * A pyramid's notes must come from the vocabulary: an unknown note is a 400 on its tier's field, naming it.
 * Answers the pyramid spelt as the vocabulary spells each note.
 */
export async function checkPyramid(db: DbOrTx, pyramid: NotesPyramid): Promise<NotesPyramid> {
  const names = [...new Set([...pyramid.top, ...pyramid.heart, ...pyramid.base])];
  if (names.length === 0) return pyramid;
  const known = await db
    .select({ name: fragranceNotes.name })
    .from(fragranceNotes)
    .where(
      inArray(
        sql`lower(${fragranceNotes.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const spelling = new Map(known.map((row) => [row.name.toLowerCase(), row.name]));
  const errors: Record<string, string[]> = {};
  const checked: NotesPyramid = { top: [], heart: [], base: [] };
  for (const tier of noteTierValues) {
    const unknown = pyramid[tier].filter((name) => !spelling.has(name.toLowerCase()));
    if (unknown.length > 0) errors[`notes.${tier}`] = [unknownNotesMessage(unknown)];
    checked[tier] = pyramid[tier].map((name) => spelling.get(name.toLowerCase()) ?? name);
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw badRequest(errors[fields[0] as string]?.[0] ?? 'Unknown note', errors);
  return checked;
}

/** The admin's input with its pyramid checked against the vocabulary (unchanged when it names no pyramid). */
export async function withCheckedNotes(db: DbOrTx, input: ParsedProductInput): Promise<ParsedProductInput> {
  return input.notes ? { ...input, notes: await checkPyramid(db, input.notes) } : input;
}
