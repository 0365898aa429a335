import { useEffect, useId, useState } from 'react';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import { MAX_UPLOAD_BYTES, REVIEW_PHOTO_LIMIT } from '@aurelle/contract';
import { ACCEPTED_IMAGE_TYPES } from '@/components/ui/image-dropzone';
import { cn } from '@/lib/cn';
import { pickPhotos } from '../lib/review-photo-picks';

/** A chosen file's local preview: shown once the browser has read it as a picture (`readable`), null until then. */
interface Preview {
  url: string;
  readable: boolean | null;
}

/** Whether the browser can read the file as a picture (the server checks the bytes again, whatever this says). */
function isReadableImage(file: File): Promise<boolean> {
  if (typeof createImageBitmap === 'undefined') return Promise.resolve(true);
  return createImageBitmap(file).then(
    (bitmap) => {
      bitmap.close();
      return true;
    },
    () => false,
  );
}

/**
 * One chosen photo: its local preview (made when the file is chosen, released when it is removed) and its remove
 * button. A file the browser cannot read as a picture gets no <img> (a broken image is neither useful nor quiet), only
 * its name; the server says why it refuses it once the review is posted.
 */
function ChosenPhoto({ file, position, onRemove }: { file: File; position: number; onRemove: () => void }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const url = URL.createObjectURL(file);
    setPreview({ url, readable: null });
    void isReadableImage(file).then((readable) => {
      if (isCurrent) setPreview({ url, readable });
    });
    return () => {
      isCurrent = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return (
    <li className="relative size-20 bg-ivory-deep sm:size-24">
      {preview?.readable ? (
        <img src={preview.url} alt={`Photo ${position}: ${file.name}`} className="size-full object-cover" />
      ) : preview?.readable === false ? (
        <span
          role="img"
          aria-label={`Photo ${position}: ${file.name}, no preview`}
          className="flex size-full flex-col items-center justify-center gap-1 px-1.5 text-center text-stone"
        >
          <ImageOff aria-hidden="true" className="size-5" strokeWidth={1.3} />
          <span className="line-clamp-2 break-all text-[0.6rem] leading-tight">{file.name}</span>
        </span>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove photo ${position} (${file.name})`}
        className="absolute right-1 top-1 flex size-7 cursor-pointer items-center justify-center bg-ink/80 text-ivory transition hover:bg-ink focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Up to three photos for a review, chosen before sending: a preview of each with its remove button, and why a file
 * was left out (not a JPEG, PNG, WebP or AVIF image, too large, one too many). The photos are uploaded once the review
 * is posted.
 */
export function ReviewPhotoPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const [problems, setProblems] = useState<string[]>([]);
  const canAddMore = files.length < REVIEW_PHOTO_LIMIT;

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
      disabled={disabled}
    >
      <legend className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
        Photos <span className="font-normal normal-case tracking-normal text-stone">(optional)</span>
      </legend>
      <p id={hintId} className="text-xs text-stone">
        Up to {REVIEW_PHOTO_LIMIT} · JPEG, PNG, WebP or AVIF, {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each. Photos appear once the house has
        checked them.
      </p>
      <ul className="flex flex-wrap gap-3" aria-label="Chosen photos">
        {files.map((file, index) => (
          <ChosenPhoto
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            position={index + 1}
            onRemove={() => {
              setProblems([]);
              onChange(files.filter((_, kept) => kept !== index));
            }}
          />
        ))}
        {canAddMore ? (
          <li>
            <label
              className={cn(
                'flex size-20 flex-col items-center justify-center gap-1.5 border border-dashed border-ink/25 bg-white text-stone transition-colors sm:size-24',
                'has-[input:focus-visible]:border-gold has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-gold/30',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-ink/50 hover:text-ink',
              )}
            >
              <ImagePlus aria-hidden="true" className="size-5 text-gold-deep" strokeWidth={1.3} />
              <span className="px-1 text-center text-[0.65rem] font-medium uppercase leading-tight tracking-[0.14em]">Add photos</span>
              <input
                type="file"
                multiple
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                className="sr-only"
                onChange={(event) => {
                  const picked = pickPhotos(files, Array.from(event.target.files ?? []));
                  setProblems(picked.problems);
                  onChange(picked.files);
                  // The same file can be chosen again after it was removed.
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problems.length > 0 ? (
        <div id={problemsId} role="alert" className="flex flex-col gap-0.5 text-xs text-danger">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
