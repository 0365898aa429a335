import { useState } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { AFTER_SALES_MESSAGES, RETURN_WINDOW_DAYS, returnRequestSchema, type Order } from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useRequestReturn } from '../api/use-order-actions';
import { formatOrderDate } from './format-order';

/** The reason and the promise that the items are unopened; the contract's messages. */
const returnFormSchema = z.object({
  reason: returnRequestSchema.shape.reason,
  unopened: z.boolean().refine((value) => value, 'Only unopened items can be returned: please confirm they are unopened'),
  /** How many of each line (by its id) go back. */
  quantities: z
    .record(z.string(), z.number())
    .refine((quantities) => Object.values(quantities).some((quantity) => quantity > 0), AFTER_SALES_MESSAGES.returnNothing),
});

/** How many of each line can still go back: bought, less what an approved return already took. */
function returnableQuantities(order: Order): Map<string, number> {
  const left = new Map(order.cartItems.map((item) => [item.lineId, item.quantity]));
  for (const request of order.afterSales.returns) {
    if (request.status !== 'approved') continue;
    for (const line of request.lines) left.set(line.lineId, (left.get(line.lineId) ?? 0) - line.quantity);
  }
  return left;
}

/** "Return items": within 30 days of delivery, unopened bottles, how many of each, and why. */
export function ReturnRequestDialog({ order }: { order: Order }) {
  const [isOpen, setIsOpen] = useState(false);
  const requestReturn = useRequestReturn();
  const form = useZodForm(returnFormSchema, { defaultValues: { reason: '', unopened: false, quantities: {} } });
  const quantities = form.watch('quantities');
  const quantitiesMessage: unknown = form.formState.errors.quantities?.message;
  const linesError = typeof quantitiesMessage === 'string' ? quantitiesMessage : undefined;
  const deadline = order.afterSales.returnableUntil;
  if (!deadline) return null;
  const left = returnableQuantities(order);

  const submit = (values: z.output<typeof returnFormSchema>) => {
    const lines = Object.entries(values.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => ({ lineId, quantity }));
    requestReturn.mutate(
      { orderId: order._id, request: { reason: values.reason, lines, unopened: true } },
      {
        onSuccess: () => {
          setIsOpen(false);
          form.reset();
        },
        onError: (failure) =>
          toast.error('Could not send the return request', { description: applyServerErrors(form, failure, 'Please try again') }),
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Return items
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-2xl">Return items</DialogTitle>
        <DialogDescription>
          Unopened bottles can be returned within {RETURN_WINDOW_DAYS} days of delivery: until {formatOrderDate(deadline)}. We refund them
          once we have checked them.
        </DialogDescription>
        <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-5" aria-label="Return request">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-xs uppercase tracking-[0.16em] text-ink-soft">Items to return</legend>
            {order.cartItems.map((item) => {
              const max = Math.max(0, left.get(item.lineId) ?? 0);
              const id = `return-quantity-${item.lineId}`;
              return (
                <div key={item.lineId} className="flex items-center justify-between gap-3">
                  <Label htmlFor={id} className="normal-case tracking-normal text-sm text-ink">
                    {item.title}
                    {item.variantLabel ? <span className="block text-xs text-stone">{item.variantLabel}</span> : null}
                  </Label>
                  <Select
                    value={String(quantities[item.lineId] ?? 0)}
                    onValueChange={(value) =>
                      form.setValue(
                        'quantities',
                        { ...quantities, [item.lineId]: Number(value) },
                        { shouldValidate: form.formState.isSubmitted },
                      )
                    }
                    disabled={max === 0}
                  >
                    <SelectTrigger id={id} className="w-24" aria-label={`Quantity of ${item.title} to return`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {Array.from({ length: max + 1 }, (_, quantity) => (
                        <SelectItem key={quantity} value={String(quantity)}>
                          {quantity}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              );
            })}
            {linesError ? (
              <p className="text-xs text-danger" role="alert">
                {linesError}
              </p>
            ) : null}
          </fieldset>
          <TextareaField control={form.control} name="reason" label="Why are you returning them?" rows={3} maxLength={1000} />
          <CheckboxField control={form.control} name="unopened" label="The items are unopened, with their seal and packaging intact" />
          <Button type="submit" disabled={requestReturn.isPending}>
            {requestReturn.isPending ? 'Sending...' : 'Request return'}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
