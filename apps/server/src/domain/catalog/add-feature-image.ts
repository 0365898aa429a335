import type { FeatureImage } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { featureImages } from '../../db/schema/index.ts';
import type { ObjectStorage } from '../../infra/storage/storage.ts';
import { presentFeatureImage } from './feature-images.ts';
import { widestVariantUrl } from './product-images.ts';

/** Adds a hero slide. Hero slides are shown full width, so one of our uploads is stored at its widest size. */
export async function addFeatureImage(deps: { db: DbOrTx; storage: ObjectStorage }, image: string): Promise<FeatureImage> {
  const [row] = await deps.db
    .insert(featureImages)
    .values({ image: await widestVariantUrl(deps.storage, image) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return presentFeatureImage(row);
}
