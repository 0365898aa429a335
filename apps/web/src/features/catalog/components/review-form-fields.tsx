import { useId } from 'react';
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

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Exceptional'] as const;

/** The contract's rules for the two fields the shopper fills in; the product comes from the page. */
const reviewFormSchema = addReviewRequestSchema.pick({ reviewValue: true, reviewMessage: true });
const emptyReview = { reviewValue: 0, reviewMessage: '' };

/**
 * The review form of a signed-in shopper (review-form.tsx loads it). The server decides who may review and its message
 * is shown as it is (e.g. not bought yet, already reviewed).
 */
export default function ReviewFormFields({ productId }: { productId: string }) {
  const addReview = useAddReview(productId);
  const form = useZodForm(reviewFormSchema, { defaultValues: emptyReview });
  const formId = useId();

  // The server's refusal (not bought yet, already reviewed) stays under the form until the next attempt.
  const serverError = form.formState.errors.root?.server?.message;
  const onSubmit = ({ reviewValue, reviewMessage }: z.output<typeof reviewFormSchema>) => {
    addReview.mutate(
      { productId, reviewValue, reviewMessage },
      {
        onSuccess: (response) => {
          toast.success(response.message ?? 'Thank you for your review');
          form.reset(emptyReview);
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
                    className="peer sr-only"
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
      />
      {serverError && (
        <p role="alert" className="border-l-2 border-danger bg-white px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={addReview.isPending}>
        {addReview.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </Form>
  );
}
