import { useId } from 'react';
import { REVIEW_REPLY_MAX, replyToReviewRequestSchema, type ModeratedReview } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useShopConfig } from '@/lib/use-shop-config';
import { useReplyToReview } from '../api/use-moderate-review';

/**
 * The house's public answer under a review: written, changed or removed here, shown in the shop under the review as
 * "Response from <shop>". The server's messages come back as toasts, a refused field under the field.
 */
export function ReviewReplyForm({ review }: { review: Pick<ModeratedReview, 'id' | 'reply' | 'reviewer'> }) {
  const reply = useReplyToReview();
  const { shopName } = useShopConfig();
  const fieldId = useId();
  const current = review.reply?.message ?? '';
  const form = useZodForm(replyToReviewRequestSchema, { defaultValues: { message: current } });

  const send = (message: string) =>
    reply.mutate(
      { reviewId: review.id, body: { message } },
      {
        onSuccess: (answer) => form.reset({ message: answer.review.reply?.message ?? '' }),
        onError: (error) => toast.error(applyServerErrors(form, error, 'The answer could not be saved')),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={({ message }) => {
        // An empty answer removes the one there is; with none yet there is nothing to save.
        if (!message && !review.reply) {
          form.setError('message', { type: 'required', message: 'Write the answer' }, { shouldFocus: true });
          return;
        }
        send(message);
      }}
      className="flex flex-col gap-3"
      aria-label={`Answer to ${review.reviewer.userName}`}
    >
      <TextareaField
        control={form.control}
        name="message"
        id={fieldId}
        label={review.reply ? 'Your answer' : 'Answer publicly'}
        description={`Shown under the review as “Response from ${shopName}”. Up to ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters.`}
        placeholder="Thank the reviewer, or answer their question…"
        maxLength={REVIEW_REPLY_MAX}
        rows={4}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending && reply.variables?.body.message ? 'Saving…' : 'Save answer'}
        </Button>
        {review.reply ? (
          <Button type="button" variant="ghost" size="sm" disabled={reply.isPending} onClick={() => send('')}>
            {reply.isPending && reply.variables?.body.message === '' ? 'Removing…' : 'Remove answer'}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
