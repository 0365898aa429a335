import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Writes a product's `note_words` from its pyramid and accords: the search document includes them, so
 * "saffron" finds every perfume with saffron in its pyramid. The one writer of the column, run after every write of
 * notes or accords.
 */
export async function syncNoteWords(tx: DbOrTx, productId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE products SET note_words = lower(array_to_string(top_notes || heart_notes || base_notes || accords, ' '))
    WHERE id = ${productId}`);
}
