import { useEffect, useState } from 'react';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { FeatureImage } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAddFeatureImage, useDeleteFeatureImage, useFeatureImageList } from '../api/use-feature-images';

/** A local preview of the chosen file, released when it is replaced or the manager goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function FeatureTile({
  feature,
  index,
  onDelete,
  isDeleting,
}: {
  feature: FeatureImage;
  index: number;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  return (
    <li className="group relative aspect-[16/9] overflow-hidden border border-line bg-ivory-deep">
      <img src={feature.image} alt={`Home slide ${index + 1}`} loading="lazy" className="size-full object-cover" />
      <span className="absolute left-3 top-3 bg-ink/80 px-2 py-0.5 font-display text-sm text-ivory">
        {String(index + 1).padStart(2, '0')}
      </span>
      {/* Visible on hover (spec) and whenever the button has keyboard focus; always on touch screens. */}
      <div className="absolute inset-0 flex items-center justify-center bg-ink/45 opacity-100 transition-opacity duration-200 focus-within:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:focus-within:opacity-100">
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={isDeleting}>
          <Trash2 aria-hidden="true" />
          {isDeleting ? 'Deleting...' : 'Delete'}
          <span className="sr-only"> slide {index + 1}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The home hero's images, on the dashboard's Overview tab and on /admin/features
 * (docs/decisions/057-readings-of-the-spec.md): choose by drag/drop or browse, 'Upload' (disabled until an image is
 * chosen and while uploading), and a grid with Delete on hover.
 */
export function FeatureImageManager({ showHeading = true }: { showHeading?: boolean }) {
  const features = useFeatureImageList();
  const addFeature = useAddFeatureImage();
  const deleteFeature = useDeleteFeatureImage();
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useObjectUrl(file);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  function upload() {
    if (!file) return;
    addFeature.mutate(file, {
      onSuccess: () => {
        toast.success('Image uploaded successfully');
        setFile(null);
      },
      onError: (error) => toast.error('Failed to upload image', { description: errorMessage(error, 'Please try another image') }),
    });
  }

  function remove(feature: FeatureImage) {
    setDeletingId(feature._id);
    deleteFeature.mutate(feature._id, {
      onSuccess: (response) => toast.success(response.message || 'Feature image deleted successfully'),
      onError: (error) => toast.error('Failed to delete image', { description: errorMessage(error, 'Please try again') }),
      onSettled: () => setDeletingId(null),
    });
  }

  const images = features.data ?? [];
  return (
    <section
      aria-labelledby={showHeading ? 'feature-images-heading' : undefined}
      aria-label={showHeading ? undefined : 'Feature images'}
      className="flex flex-col gap-8"
    >
      {showHeading && (
        <div className="flex flex-col gap-1">
          <h2 id="feature-images-heading" className="type-h2">
            Feature Images
          </h2>
          <p className="text-sm text-stone">The slides of the home page hero, in order. Wide images (at least 1600 px) look best.</p>
        </div>
      )}

      <div className="grid gap-4 border border-line bg-white p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_11rem] lg:items-center lg:gap-6">
        <ImageDropzone
          label="Feature image"
          previewUrl={previewUrl}
          progress={addFeature.progress}
          isBusy={addFeature.isPending}
          hint={file ? `${file.name} · ready to upload` : 'Choose or drop an image, then press Upload.'}
          onFile={setFile}
          onReject={(message) => toast.error('Failed to upload image', { description: message })}
        />
        <div className="flex gap-3 lg:flex-col lg:self-center">
          <Button onClick={upload} disabled={!file || addFeature.isPending} className="flex-1 lg:flex-none">
            <Upload aria-hidden="true" />
            {addFeature.isPending ? 'Uploading...' : 'Upload'}
          </Button>
          {file && !addFeature.isPending && (
            <Button variant="subtle" onClick={() => setFile(null)} className="flex-1 lg:flex-none">
              Clear
            </Button>
          )}
        </div>
      </div>

      {features.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading feature images">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="aspect-[16/9] w-full" />
          ))}
        </div>
      )}
      {features.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 border border-line bg-white px-6 py-12 text-center">
          <p className="font-display text-2xl">Feature images could not be loaded</p>
          <Button variant="outline" size="sm" onClick={() => void features.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {features.isSuccess && images.length === 0 && (
        <div className="flex flex-col items-center gap-3 border border-dashed border-line bg-white px-6 py-14 text-center">
          <ImageOff className="size-8 text-gold-deep" strokeWidth={1.2} aria-hidden="true" />
          <p className="font-display text-2xl">No feature images yet</p>
          <p className="max-w-sm text-sm text-stone">Until you add one, the home page shows its plain ink backdrop.</p>
        </div>
      )}
      {images.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Feature images">
          {images.map((feature, index) => (
            <FeatureTile
              key={feature._id}
              feature={feature}
              index={index}
              onDelete={() => remove(feature)}
              isDeleting={deletingId === feature._id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
