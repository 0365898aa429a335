import { useMemo } from 'react';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { adminRefundRequestSchema, formatInr, refundExceedsMessage, rupeesToPaise, type AdminOrder, type Refund } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiRequestError, type NamedEndpoint } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/use-after-sales-actions';
import { refundKindLabels, refundStatusLabels, refundStatusTone } from './after-sales-rules';
import { orderDateTimeFormat } from './order-format';

const CREDIT_NOTE_PATH: NamedEndpoint<'downloadOrderCreditNote'>['path'] = '/api/admin/orders/credit-note/:id';

/** 'Refunds': every refund with its credit note, and the form that refunds what is still refundable. */
export function RefundsSection({ order }: { order: AdminOrder }) {
  const { refunds, refundedAmount, refundableAmount } = order.afterSales;
  if (refunds.length === 0 && refundableAmount <= 0) return null;
  return (
    <section aria-labelledby="order-refunds-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h3 id="order-refunds-heading" className="type-h4">
          Refunds
        </h3>
        {refundedAmount > 0 ? (
          <p className="text-sm text-stone tabular-nums">
            Refunded: <span className="text-ink">{formatInr(refundedAmount)}</span>
          </p>
        ) : null}
      </div>
      {refunds.length === 0 ? (
        <p className="text-sm text-stone">No refunds yet.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line">
          {refunds.map((refund) => (
            <RefundRow key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {refundableAmount > 0 ? (
        // A new form (its amount the new refundable, a new request id) after each refund.
        <RefundForm key={`${order._id}-${refundableAmount}`} orderId={order._id} refundableAmount={refundableAmount} />
      ) : null}
    </section>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2">
          <span className="font-medium">{refundKindLabels[refund.kind]}</span>
          <Badge tone={refundStatusTone(refund.status)}>{refundStatusLabels[refund.status]}</Badge>
        </p>
        <p className="tabular-nums">{formatInr(refund.amount)}</p>
      </div>
      {refund.reason ? <p className="text-stone">{refund.reason}</p> : null}
      <p className="text-xs text-stone">
        {orderDateTimeFormat.format(new Date(refund.createdAt))}
        {refund.creditNote ? (
          <>
            {' · Credit note '}
            <a
              className="font-mono text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep"
              href={CREDIT_NOTE_PATH.replace(':id', refund.creditNote.id)}
              download
            >
              {refund.creditNote.number} (PDF)
            </a>
          </>
        ) : null}
      </p>
    </li>
  );
}

/** Rupees as the amount field shows them: 4599, 3198.30. */
export function amountText(rupees: number): string {
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

function RefundForm({ orderId, refundableAmount }: { orderId: string; refundableAmount: number }) {
  const refundOrder = useRefundOrder();
  // The contract's rules, and not above what is still refundable (the server says the same).
  const schema = useMemo(() => {
    const refundablePaise = rupeesToPaise(refundableAmount);
    return adminRefundRequestSchema.refine((refund) => rupeesToPaise(refund.amount) <= refundablePaise, {
      message: refundExceedsMessage(refundablePaise),
      path: ['amount'],
    });
  }, [refundableAmount]);
  // The request id is made when the form opens, so a double submit refunds once.
  const form = useZodForm(schema, { defaultValues: { amount: amountText(refundableAmount), reason: '', requestId: crypto.randomUUID() } });

  const submit = (refund: z.output<typeof schema>) => {
    refundOrder.mutate(
      { orderId, refund },
      {
        onSuccess: () => {
          form.setValue('requestId', crypto.randomUUID());
        },
        onError: (failure) => {
          // The server answered: that attempt is over, the next one is a new refund. After a network failure the
          // same id is sent again, so a refund the server did make is not made twice.
          if (failure instanceof ApiRequestError && failure.status !== 0) form.setValue('requestId', crypto.randomUUID());
          toast.error('Failed to refund', { description: applyServerErrors(form, failure, 'Please try again') });
        },
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-4 border border-line bg-ivory/40 p-4 sm:p-5"
      aria-labelledby="order-refund-form-heading"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 id="order-refund-form-heading" className="eyebrow text-gold-deep">
          Refund
        </h4>
        <p className="text-xs text-stone tabular-nums">Refundable: {formatInr(refundableAmount)}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          control={form.control}
          name="amount"
          id="order-refund-amount"
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField control={form.control} name="reason" id="order-refund-reason" label="Reason" autoComplete="off" maxLength={500} />
      </div>
      <div>
        <Button type="submit" disabled={refundOrder.isPending}>
          {refundOrder.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Refund
        </Button>
      </div>
    </Form>
  );
}
