import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@aurelle/contract';
import { cn } from '@/lib/cn';

/** The formats the server accepts (it checks the bytes again, whatever the browser says). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Why a file is refused before any upload, or null when it may go. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose an image (JPEG, PNG, WebP or AVIF)';
  if (file.size === 0) return 'The file is empty. Please choose an image';
  if (file.size > MAX_UPLOAD_BYTES) return `The image must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
  return null;
}

export interface ImageDropzoneProps {
  /** The file input's accessible name, e.g. "Product image". */
  label: string;
  /** The current image (an uploaded URL or a local preview). */
  previewUrl: string | null;
  /** 0–100 while a transfer runs; null otherwise. */
  progress: number | null;
  isBusy?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  className?: string;
}

/**
 * Drag an image in or click to browse (the admin's uploads: drag/drop or browse, with a progress
 * bar). The native file input covers the zone, so keyboard and screen-reader users get the
 * platform's own picker; dropped files are checked before they are handed on.
 */
export function ImageDropzone({
  label,
  previewUrl,
  progress,
  isBusy = false,
  disabled = false,
  hint,
  error,
  onFile,
  onReject,
  className,
}: ImageDropzoneProps) {
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const isInactive = disabled || isBusy;

  function accept(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) onReject(problem);
    else onFile(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    // Handled here, not by the input underneath, so every dropped file goes through the same checks.
    event.preventDefault();
    setIsDragging(false);
    if (!isInactive) accept(event.dataTransfer.files[0]);
  }

  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!isInactive) setIsDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={isDragging || undefined}
        className={cn(
          'group relative flex min-h-48 flex-col items-center justify-center overflow-hidden border border-dashed border-ink/25 bg-white text-center transition-colors',
          'has-[input:focus-visible]:border-gold has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-gold/30',
          isDragging && 'border-gold bg-gold-soft/30',
          error && 'border-danger',
          isInactive ? 'cursor-progress' : 'hover:border-ink/50',
        )}
      >
        {previewUrl ? (
          <>
            <img src={previewUrl} alt="" className="absolute inset-0 size-full object-contain p-3" />
            <span className="absolute inset-x-0 bottom-0 bg-ink/75 py-2 text-xs uppercase tracking-[0.18em] text-ivory opacity-0 transition-opacity group-hover:opacity-100 group-has-[input:focus-visible]:opacity-100">
              Drop or click to replace
            </span>
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 px-6 py-8">
            <ImageUp className="size-8 text-gold-deep" strokeWidth={1.2} aria-hidden="true" />
            <p className="text-sm text-ink">
              Drag &amp; drop an image here, or <span className="font-medium underline underline-offset-4">browse</span>
            </p>
            <p className="text-xs text-stone">JPEG, PNG, WebP or AVIF · up to {MAX_UPLOAD_BYTES / (1024 * 1024)} MB</p>
          </div>
        )}
        {isBusy && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60" aria-hidden="true">
            <LoaderCircle className="size-6 animate-spin text-ink" />
          </span>
        )}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={isInactive}
          onChange={(event) => {
            accept(event.target.files?.[0]);
            // The same file can be chosen again after a failed upload.
            event.target.value = '';
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-progress"
        />
      </div>
      {progress !== null && (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`${label} upload`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1 flex-1 overflow-hidden bg-ivory-deep"
          >
            <div className="h-full bg-gold transition-[width] duration-200" style={{ width: `${progress}%` }} />
          </div>
          <span className="w-10 text-right text-xs tabular-nums text-stone">{progress}%</span>
        </div>
      )}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-stone">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
