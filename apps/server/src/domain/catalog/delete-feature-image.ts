import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { featureImages } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { FEATURE_IMAGE_NOT_FOUND_MESSAGE } from './messages.ts';

export async function deleteFeatureImage(db: DbOrTx, featureImageId: string): Promise<void> {
  const deleted = await db.delete(featureImages).where(eq(featureImages.id, featureImageId)).returning({ id: featureImages.id });
  if (deleted.length === 0) throw notFound(FEATURE_IMAGE_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'feature-image' });
}
