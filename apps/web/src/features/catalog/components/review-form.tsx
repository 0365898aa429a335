import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { addReviewRequestSchema } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { useSession } from '@/lib/session/use-session';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAddReview } from '../api/use-add-review';
import { paths } from '@/lib/paths';

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Exceptional'] as const;

/**
 * 1–5 stars and a message (docs/decisions/059-reviews-from-verified-buyers.md). Any signed-in shopper sees the form; the server
 * decides who may review and its message is shown as it is (e.g. not bought yet, already reviewed).
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { isAuthenticated, isLoading } = useSession();
  const location = useLocation();
  const addReview = useAddReview(productId);
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ reviewValue?: string; reviewMessage?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formId = useId();

  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <p className="border border-line bg-ivory px-5 py-4 text-sm text-stone">
        <Link
          to={paths.auth.login({ returnUrl: `${location.pathname}${location.search}` })}
          className="font-medium text-ink underline underline-offset-4 hover:text-gold-deep"
        >
          Sign in
        </Link>{' '}
        to share your impression of this fragrance.
      </p>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = addReviewRequestSchema.safeParse({ productId, reviewValue: rating, reviewMessage: message });
    if (!parsed.success) {
      const errors: { reviewValue?: string; reviewMessage?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reviewValue' || field === 'reviewMessage') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    addReview.mutate(parsed.data, {
      onSuccess: (response) => {
        toast.success(response.message ?? 'Thank you for your review');
        setRating(0);
        setMessage('');
      },
      onError: (error) => {
        const text = errorMessage(error, 'Failed to add review');
        setServerError(text);
        toast.error(text);
      },
    });
  }

  const ratingErrorId = `${formId}-rating-error`;
  const messageErrorId = `${formId}-message-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 border border-line bg-ivory/60 p-5" aria-label="Write a review">
      <fieldset className="flex flex-col gap-2" aria-describedby={fieldErrors.reviewValue ? ratingErrorId : undefined}>
        <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">Your rating</legend>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="relative cursor-pointer p-0.5">
                <input
                  type="radio"
                  name={`${formId}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="peer sr-only"
                  aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                />
                <Star
                  aria-hidden="true"
                  strokeWidth={1.4}
                  className={cn(
                    'size-7 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold',
                    value <= rating ? 'fill-gold text-gold' : 'text-gold/50 hover:text-gold',
                  )}
                />
              </label>
            ))}
          </div>
          <span className="text-sm text-stone" aria-live="polite">
            {rating > 0 ? ratingWords[rating] : ''}
          </span>
        </div>
        <FieldError id={ratingErrorId} message={fieldErrors.reviewValue} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${formId}-message`}>Your review</Label>
        <Textarea
          id={`${formId}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="How does it open, how does it wear, when do you reach for it?"
          maxLength={2000}
          aria-invalid={fieldErrors.reviewMessage ? true : undefined}
          aria-describedby={fieldErrors.reviewMessage ? messageErrorId : undefined}
        />
        <FieldError id={messageErrorId} message={fieldErrors.reviewMessage} />
      </div>
      {serverError && (
        <p role="alert" className="border-l-2 border-danger bg-white px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={addReview.isPending}>
        {addReview.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
