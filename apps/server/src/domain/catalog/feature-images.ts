import type { FeatureImage } from '@aurelle/contract';
import type { featureImages } from '../../db/schema/index.ts';

/** A home hero image as the API shows it. */
export function presentFeatureImage(row: typeof featureImages.$inferSelect): FeatureImage {
  return { _id: row.id, id: row.id, image: row.image, createdAt: row.createdAt.toISOString() };
}
