import { asc } from 'drizzle-orm';
import type { FeatureImage } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { featureImages } from '../../db/schema/index.ts';
import { presentFeatureImage } from './feature-images.ts';

/** Hero slides in the order they were added. */
export async function listFeatureImages(db: DbOrTx): Promise<FeatureImage[]> {
  const rows = await db.select().from(featureImages).orderBy(asc(featureImages.createdAt), asc(featureImages.id));
  return rows.map(presentFeatureImage);
}
