import { FeatureImageManager } from '../components/feature-image-manager';
import { AdminPage } from '@/components/layout/admin-page';

/** /admin/features (docs/decisions/057-readings-of-the-spec.md): the same manager as the dashboard's Overview tab. */
export function AdminFeaturesPage() {
  return (
    <AdminPage
      title="Feature Images"
      description="The slides of the home page hero, in order, changing every 15 seconds. Wide images (at least 1600 px) look best."
    >
      <FeatureImageManager showHeading={false} />
    </AdminPage>
  );
}
