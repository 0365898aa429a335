import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { decideReturnRequestSchema, formatInr, type AdminOrder, type ReturnSummary } from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useDecideReturn } from '../api/use-after-sales-actions';
import { returnStatusLabels, returnStatusTone } from './after-sales-rules';
import { orderDateTimeFormat } from './order-format';

/** The contract's two decisions, each its own form. */
const [approveReturnSchema, rejectReturnSchema] = decideReturnRequestSchema.options;

/** 'Returns': the shopper's return requests, and the decision on an open one. */
export function ReturnsSection({ order }: { order: AdminOrder }) {
  const { returns } = order.afterSales;
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-heading" className="flex flex-col gap-4">
      <h3 id="order-returns-heading" className="type-h4">
        Returns
      </h3>
      <ul className="flex flex-col gap-3">
        {returns.map((request) => (
          <ReturnCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function ReturnCard({ request }: { request: ReturnSummary }) {
  return (
    <li className="flex flex-col gap-3 border border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-medium">Return requested {orderDateTimeFormat.format(new Date(request.createdAt))}</span>
          <Badge tone={returnStatusTone(request.status)}>{returnStatusLabels[request.status]}</Badge>
        </p>
        <p className="text-sm tabular-nums">{formatInr(request.amount)}</p>
      </div>
      <ul className="flex flex-col gap-0.5 text-sm">
        {request.lines.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.title}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-stone">Reason: </span>
        {request.reason}
      </p>
      {request.decidedAt ? (
        <p className="text-xs text-stone">
          {returnStatusLabels[request.status]} {orderDateTimeFormat.format(new Date(request.decidedAt))}
        </p>
      ) : null}
      {request.rejectionReason ? (
        <p className="text-sm">
          <span className="text-stone">Rejected because: </span>
          {request.rejectionReason}
        </p>
      ) : null}
      {request.status === 'requested' ? (
        <div className="grid grid-cols-1 gap-4 border-t border-line pt-4 sm:grid-cols-2">
          <ApproveReturnForm returnId={request.id} amount={request.amount} />
          <RejectReturnForm returnId={request.id} />
        </div>
      ) : null}
    </li>
  );
}

function ApproveReturnForm({ returnId, amount }: { returnId: string; amount: number }) {
  const decideReturn = useDecideReturn();
  const form = useZodForm(approveReturnSchema, { defaultValues: { decision: 'approve', restock: true } });

  const submit = (decision: z.output<typeof approveReturnSchema>) => {
    decideReturn.mutate(
      { returnId, decision },
      {
        onError: (failure) =>
          toast.error('Failed to approve the return', { description: applyServerErrors(form, failure, 'Please try again') }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col justify-between gap-3" aria-label="Approve the return">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-stone">
          Refunds <span className="text-ink tabular-nums">{formatInr(amount)}</span> and issues a credit note.
        </p>
        <CheckboxField control={form.control} name="restock" id={`return-restock-${returnId}`} label="Put the items back in stock" />
      </div>
      <div>
        <Button type="submit" disabled={decideReturn.isPending}>
          {decideReturn.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Approve and refund
        </Button>
      </div>
    </Form>
  );
}

function RejectReturnForm({ returnId }: { returnId: string }) {
  const decideReturn = useDecideReturn();
  const form = useZodForm(rejectReturnSchema, { defaultValues: { decision: 'reject', reason: '' } });

  const submit = (decision: z.output<typeof rejectReturnSchema>) => {
    decideReturn.mutate(
      { returnId, decision },
      {
        onError: (failure) =>
          toast.error('Failed to reject the return', { description: applyServerErrors(form, failure, 'Please try again') }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" aria-label="Reject the return">
      <TextField
        control={form.control}
        name="reason"
        id={`return-reject-reason-${returnId}`}
        label="Reason for rejecting"
        description="Sent to the shopper."
        autoComplete="off"
        maxLength={1000}
      />
      <div>
        <Button type="submit" variant="subtle" disabled={decideReturn.isPending}>
          {decideReturn.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Reject
        </Button>
      </div>
    </Form>
  );
}
