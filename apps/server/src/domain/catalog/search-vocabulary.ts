import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { buildVocabulary, type Vocabulary, type VocabularyWord } from './spelling.ts';

/**
 * How long a loaded vocabulary is reused. It only chooses spelling suggestions (the corrected search itself reads
 * the live catalog), so a word of a product added within this time may go unsuggested, never a wrong result.
 */
export const VOCABULARY_TTL_MS = 60_000;

const loaded = new WeakMap<object, { vocabulary: Vocabulary; loadedAt: number; reloading?: Promise<void> | undefined }>();

/**
 * Every word (letters only, 4+ characters) of the shop's titles, houses, families, categories and descriptions, with
 * the number of products using it and of those naming it (title or house); archived products' words are left out, so "Did you mean" never points at one
 *. One pass of ts_stat: a few milliseconds at a thousand products.
 */
async function loadVocabularyWords(db: DbOrTx): Promise<VocabularyWord[]> {
  return queryRows<VocabularyWord>(
    db,
    sql`SELECT every.word, every.ndoc::int AS products, coalesce(named.ndoc, 0)::int AS "inNames" FROM ts_stat($$
          SELECT to_tsvector('simple', concat_ws(' ', title, coalesce(custom_brand, brand), fragrance_type,
                 coalesce(custom_category, category), description)) FROM products WHERE archived_at IS NULL $$) AS every
        LEFT JOIN ts_stat($$
          SELECT to_tsvector('simple', concat_ws(' ', title, coalesce(custom_brand, brand))) FROM products WHERE archived_at IS NULL $$) AS named
          ON named.word = every.word
        WHERE every.word ~ '^[[:alpha:]]+$' AND length(every.word) >= 4`,
  );
}

/** The first load of each database's vocabulary, shared by every search that arrives while it runs. */
const firstLoads = new WeakMap<object, Promise<Vocabulary>>();

/**
 * The catalog's vocabulary, loaded at most once per VOCABULARY_TTL_MS for each database, one load at a time. Once
 * loaded, the older one answers while the next loads (ts_stat reads every description: seconds at 50,000 products,
 * which no search should wait for).
 */
export async function catalogVocabulary(db: DbOrTx, now = Date.now()): Promise<Vocabulary> {
  const cached = loaded.get(db);
  if (cached && now - cached.loadedAt < VOCABULARY_TTL_MS) return cached.vocabulary;
  if (cached) {
    cached.reloading ??= loadVocabularyWords(db).then(
      (words) => void loaded.set(db, { vocabulary: buildVocabulary(words), loadedAt: Date.now() }),
      () => void (cached.reloading = undefined),
    );
    return cached.vocabulary;
  }
  let first = firstLoads.get(db);
  if (!first) {
    first = loadVocabularyWords(db)
      .then((words) => {
        const vocabulary = buildVocabulary(words);
        loaded.set(db, { vocabulary, loadedAt: Date.now() });
        return vocabulary;
      })
      .finally(() => firstLoads.delete(db));
    firstLoads.set(db, first);
  }
  return first;
}

/** Drops the cached vocabulary (after catalog writes, so a new product's words are suggested at once). */
export function forgetCatalogVocabulary(db: DbOrTx): void {
  loaded.delete(db);
}
