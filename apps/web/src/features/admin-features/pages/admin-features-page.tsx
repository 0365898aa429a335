import { FeatureImageManager } from '../components/feature-image-manager';

/** /admin/features (DESIGN decision 14): the same manager as the dashboard's Overview tab. */
export function AdminFeaturesPage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-8 sm:py-12">
      <header>
        <p className="text-[0.7rem] uppercase tracking-[0.28em] text-gold-deep">Back office</p>
        <h1 className="mt-2 font-display text-4xl sm:text-5xl">Feature Images</h1>
        <p className="mt-2 max-w-xl text-sm text-stone">
          The slides of the home page hero, in order, changing every 15 seconds. Wide images (at least 1600 px) look best.
        </p>
      </header>
      <FeatureImageManager showHeading={false} />
    </div>
  );
}
