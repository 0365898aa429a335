import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { addReviewRequestSchema } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { FormFieldset } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { TextareaField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { cn } from '@/lib/cn';
import { useAddReview } from '../api/use-add-review';
import { useAddReviewPhotos } from '../api/use-add-review-photos';
import { describePhotoUploads } from '../lib/review-photo-picks';
import { ReviewPhotoPicker } from './review-photo-picker';

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Exceptional'] as const;

/** The contract's rules for the two fields the shopper fills in; the product comes from the page. */
const reviewFormSchema = addReviewRequestSchema.pick({ reviewValue: true, reviewMessage: true });
const emptyReview = { reviewValue: 0, reviewMessage: '' };

/** What became of the photos sent with the review just posted. */
type PhotoOutcome = ReturnType<typeof describePhotoUploads>;

/**
 * The review form of a signed-in shopper (review-form.tsx loads it). The server decides who may review and its message
 * is shown as it is (e.g. not bought yet, already reviewed). Photos chosen with it are uploaded to the review once it is
 * posted (decision 101); one the server refuses is named with its reason, and the review stays posted.
 */
export default function ReviewFormFields({ productId }: { productId: string }) {
  const addReview = useAddReview(productId);
  const addPhotos = useAddReviewPhotos();
  const form = useZodForm(reviewFormSchema, { defaultValues: emptyReview });
  const formId = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoOutcome, setPhotoOutcome] = useState<PhotoOutcome | null>(null);
  // A new picker after each posted review, with nothing left of the last one's choices.
  const [pickerKey, setPickerKey] = useState(0);
  const isBusy = addReview.isPending || addPhotos.isPending;

  const uploadPhotos = async (reviewId: string, reviewMessage: string, files: readonly File[]) => {
    let outcome: PhotoOutcome;
    try {
      outcome = describePhotoUploads(await addPhotos.mutateAsync({ reviewId, files }));
    } catch {
      outcome = { added: null, failed: ['The photos could not be uploaded. Please check your connection.'] };
    }
    setPhotoOutcome(outcome);
    toast.success(reviewMessage, outcome.added ? { description: outcome.added } : undefined);
    if (outcome.failed.length > 0)
      toast.error(outcome.failed.length === 1 ? 'A photo could not be added' : `${outcome.failed.length} photos could not be added`, {
        description: outcome.failed.join(' '),
      });
  };

  // The server's refusal (not bought yet, already reviewed) stays under the form until the next attempt.
  const serverError = form.formState.errors.root?.server?.message;
  const onSubmit = ({ reviewValue, reviewMessage }: z.output<typeof reviewFormSchema>) => {
    setPhotoOutcome(null);
    addReview.mutate(
      { productId, reviewValue, reviewMessage },
      {
        onSuccess: (response) => {
          form.reset(emptyReview);
          const message = response.message ?? 'Thank you for your review';
          if (photos.length === 0) {
            toast.success(message);
            return;
          }
          const files = photos;
          setPhotos([]);
          setPickerKey((key) => key + 1);
          void uploadPhotos(response.data.id, message, files);
        },
        onError: (error) => {
          const text = applyServerErrors(form, error, 'Failed to add review');
          form.setError('root.server', { message: text });
          toast.error(text);
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4 border border-line bg-ivory/60 p-5" aria-label="Write a review">
      <FormFieldset
        control={form.control}
        name="reviewValue"
        legend="Your rating"
        legendClassName="mb-2"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <div className="flex items-center gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="relative cursor-pointer p-0.5">
                  <input
                    ref={value === 1 ? field.ref : undefined}
                    type="radio"
                    name={`${formId}-rating`}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    // Clear of the fixed header when a refused submit brings the focus here.
                    className="peer sr-only scroll-mt-32"
                    aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                  />
                  <Star
                    aria-hidden="true"
                    strokeWidth={1.4}
                    className={cn(
                      'size-7 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold',
                      typeof field.value === 'number' && value <= field.value ? 'fill-gold text-gold' : 'text-gold/50 hover:text-gold',
                    )}
                  />
                </label>
              ))}
            </div>
            <span className="text-sm text-stone" aria-live="polite">
              {typeof field.value === 'number' && field.value > 0 ? ratingWords[field.value] : ''}
            </span>
          </div>
        )}
      />
      <TextareaField
        control={form.control}
        name="reviewMessage"
        id={`${formId}-message`}
        label="Your review"
        placeholder="How does it open, how does it wear, when do you reach for it?"
        maxLength={2000}
        inputClassName="scroll-mt-32"
      />
      <ReviewPhotoPicker key={pickerKey} files={photos} onChange={setPhotos} disabled={isBusy} />
      {serverError && (
        <p role="alert" className="border-l-2 border-danger bg-white px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      {photoOutcome ? <PhotoOutcomeNote outcome={photoOutcome} /> : null}
      <Button type="submit" className="self-start" disabled={isBusy}>
        {addReview.isPending ? 'Submitting...' : addPhotos.isPending ? 'Uploading photos...' : 'Submit Review'}
      </Button>
    </Form>
  );
}

/** Under the form once the review is posted: the photos waiting to be checked, and each one refused with the reason. */
function PhotoOutcomeNote({ outcome }: { outcome: PhotoOutcome }) {
  return (
    <div className="flex flex-col gap-2">
      {outcome.added ? (
        <p role="status" className="border-l-2 border-gold bg-white px-3 py-2 text-sm text-ink-soft">
          {outcome.added}
        </p>
      ) : null}
      {outcome.failed.length > 0 ? (
        <div role="alert" className="border-l-2 border-danger bg-white px-3 py-2 text-sm text-danger">
          {outcome.failed.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="mt-1 text-ink-soft">Your review is posted.</p>
        </div>
      ) : null}
    </div>
  );
}
