import { useState } from 'react';
import { ORDER_NOTE_MAX, type OrderTimelineEvent } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { useAddOrderNote, useOrderTimeline } from '../api/use-order-timeline';
import { orderDateTimeFormat } from './order-format';

const kindDots: Record<OrderTimelineEvent['kind'], string> = {
  placed: 'bg-ink',
  payment: 'bg-emerald-600',
  status: 'bg-gold',
  mail: 'bg-sky-600',
  whatsapp: 'bg-green-600',
  shipment: 'bg-violet-600',
  refund: 'bg-rose-600',
  return: 'bg-amber-600',
  note: 'bg-stone',
};

/** "Notes and timeline": an internal note for the other admins, and everything that happened, in order. */
export function OrderTimelineSection({ orderId }: { orderId: string }) {
  const timeline = useOrderTimeline(orderId);
  const addNote = useAddOrderNote(orderId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mayWriteNotes = useSession().can('orders.manage');

  const submit = () => {
    setProblem(null);
    addNote.mutate(note, {
      onSuccess: () => setNote(''),
      onError: (error) => setProblem(errorMessage(error, 'The note could not be saved')),
    });
  };

  return (
    <section aria-labelledby="order-timeline-heading" className="flex flex-col gap-4 border-t border-line pt-6">
      <h3 id="order-timeline-heading" className="type-h4">
        Notes and timeline
      </h3>
      {mayWriteNotes ? (
        <div className="flex flex-col gap-2">
          <label htmlFor="order-note" className="text-xs font-medium uppercase tracking-wider text-stone">
            Internal note (never shown to the customer)
          </label>
          <Textarea
            id="order-note"
            value={note}
            rows={2}
            maxLength={ORDER_NOTE_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'order-note-error' : undefined}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Customer phoned: deliver after 6 pm"
          />
          {problem ? (
            <p id="order-note-error" role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <Button size="sm" variant="outline" className="self-end" disabled={addNote.isPending || note.trim() === ''} onClick={submit}>
            {addNote.isPending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      ) : null}
      {timeline.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the timeline">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : timeline.isError ? (
        <p className="text-sm text-danger">The timeline could not be loaded.</p>
      ) : (
        <ol className="flex flex-col" aria-label="Order timeline">
          {timeline.data.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative flex gap-3 pb-4 pl-1 last:pb-0">
              <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', kindDots[event.kind])} />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-ink">
                  {event.title}
                  {event.by ? <span className="font-normal text-stone"> · {event.by}</span> : null}
                </p>
                {event.detail ? (
                  <p className={cn('break-words text-stone', event.kind === 'note' && 'text-ink-soft')}>{event.detail}</p>
                ) : null}
                <p className="text-xs text-stone">
                  <time dateTime={event.at}>{orderDateTimeFormat.format(new Date(event.at))}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
